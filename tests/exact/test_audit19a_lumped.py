"""Audit 19a (issue 30): exact.lumped.lumped_mixing_time(starts="monochromatic") reports as
``worst_counts`` the monochromatic start that is furthest from stationarity at t_mix - 1, the last
step where the profile is above eps (the start that makes t_mix what it is; the "all" route breaks
its ties the same way), not the one furthest at t_mix, when every start is already within eps.

Independent reference: the full q^n-state random-scan chain, built by hand from the model's
conditionals, and TV(P^t(x, .), pi) from each monochromatic state x by matrix powers (started
from a permutation-invariant state, the law at t is permutation-invariant like pi, so the full
chain's distance is the count chain's). The model is a random exchangeable table whose
monochromatic profiles cross between t_mix - 1 and t_mix (found by that brute force over seeds)."""

import itertools

import numpy as np
import pytest

import exact.lumped as lumped
from exact.lumped import lumped_mixing_time
from toolkit.models.exchangeable import random_exchangeable

EPS = 0.5


def _mono_distances(model, t_last):
    q, n = model.vocab_size, model.length
    X = list(itertools.product(range(q), repeat=n))
    index = {x: k for k, x in enumerate(X)}
    P = np.zeros((len(X), len(X)))
    for x in X:
        for i in range(n):
            lg = np.asarray(model.logits(np.array([x]), np.array([i])), float).reshape(-1)
            p = np.exp(lg - lg.max())
            p /= p.sum()
            for a in range(q):
                P[index[x], index[x[:i] + (a,) + x[i + 1:]]] += p[a] / n
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    M, D = np.eye(len(X)), []
    for _ in range(t_last + 1):
        D.append([0.5 * np.abs(M[index[(a,) * n]] - pi).sum() for a in range(q)])
        M = M @ P
    return np.array(D)


@pytest.mark.parametrize("route", ["dense", "sparse"])
def test_worst_monochromatic_start_is_read_at_t_mix_minus_one(monkeypatch, route):
    if route == "sparse":
        monkeypatch.setattr(lumped, "DENSE_COUNT_MAX", 0)
    model = random_exchangeable(3, 2, scale=2.0, rng=0)
    D = _mono_distances(model, 20)
    t_ref = int(np.flatnonzero(D.max(axis=1) <= EPS)[0])
    before, at = int(np.argmax(D[t_ref - 1])), int(np.argmax(D[t_ref]))
    # the profiles cross: colour 1 is furthest at t_mix - 1 (0.598 > eps), colour 2 at t_mix (0.406)
    assert (t_ref, before, at) == (2, 1, 2)
    assert sorted(D[t_ref - 1])[-2] < D[t_ref - 1, before] - 0.03   # no near tie
    r = lumped_mixing_time(model, temperature=1.0, eps=EPS, starts="monochromatic", t_max=20)
    assert r.t_mix == t_ref
    assert r.times[-1] == t_ref
    np.testing.assert_allclose(r.distances, D[list(r.times)].max(axis=1), rtol=1e-10, atol=1e-12)
    worst = [0, 0, 0]
    worst[before] = model.length
    assert r.worst_counts == tuple(worst)
