"""Sweep 7, group a4 (issue 30): exact.lumped.lumped_mixing_time(starts="monochromatic") on its
sparse-stepping route (count chains above DENSE_COUNT_MAX; lowered here so that a 5-class chain
takes it): it stops at the first t whose distance is at or below eps (or at t_max), and its
profile d(0..t_mix) is the exact distance from the monochromatic starts.

Independent reference: the full 2^n-state random-scan chain of n identical independent sites
(each site's conditional p = softmax(logits / T) whatever the others), built by hand, and
max over the all-0 and all-1 starts of TV(P^t(x, .), pi) by matrix powers."""

import itertools

import numpy as np
import pytest

import exact.lumped as lumped
from exact.lumped import lumped_mixing_time
from toolkit.models.exchangeable import IdenticalSites

N, LOGITS, T, EPS = 4, (0.0, 1.0), 1.0, 0.1


def _mono_profile(t_last):
    p = np.exp(np.array(LOGITS) / T)
    p /= p.sum()
    X = list(itertools.product((0, 1), repeat=N))
    index = {x: k for k, x in enumerate(X)}
    P = np.zeros((len(X), len(X)))
    for x in X:
        for i in range(N):
            for a in (0, 1):
                y = x[:i] + (a,) + x[i + 1:]
                P[index[x], index[y]] += p[a] / N
    pi = np.array([np.prod([p[a] for a in x]) for x in X])
    starts = [index[(0,) * N], index[(1,) * N]]
    M, d = np.eye(len(X)), []
    for _ in range(t_last + 1):
        d.append(max(0.5 * np.abs(M[s] - pi).sum() for s in starts))
        M = M @ P
    return np.array(d)


@pytest.fixture
def sparse(monkeypatch):
    monkeypatch.setattr(lumped, "DENSE_COUNT_MAX", 0)


def test_sparse_route_stops_at_the_first_t_at_or_below_eps(sparse):
    ref = _mono_profile(40)
    t_ref = int(np.flatnonzero(ref <= EPS)[0])
    assert t_ref == 9 and ref[t_ref - 1] > EPS          # by hand: d(8) = 0.128, d(9) = 0.0956
    r = lumped_mixing_time(IdenticalSites(N, list(LOGITS)), temperature=T, eps=EPS, starts="monochromatic",
                           t_max=40)
    assert r.t_mix == t_ref and r.t_mix_lower == t_ref
    assert r.times == tuple(range(t_ref + 1))
    np.testing.assert_allclose(r.distances, ref[:t_ref + 1], rtol=1e-12, atol=1e-15)
    assert r.worst_counts in ((N, 0), (0, N))


@pytest.mark.parametrize(("t_max", "found"), [(9, 9), (8, None)])
def test_sparse_route_t_max_at_the_answer_and_below(sparse, t_max, found):
    r = lumped_mixing_time(IdenticalSites(N, list(LOGITS)), temperature=T, eps=EPS, starts="monochromatic",
                           t_max=t_max)
    assert r.t_mix == found
    assert len(r.distances) == t_max + 1              # d(0..t_max) stepped, none beyond


def test_dense_route_agrees():
    ref = _mono_profile(40)
    r = lumped_mixing_time(IdenticalSites(N, list(LOGITS)), temperature=T, eps=EPS, starts="monochromatic")
    assert r.t_mix == int(np.flatnonzero(ref <= EPS)[0])
