"""Sweep 7, group a4 (issue 30): exact.compat.ConditionalDrift's frame (documented: one row per
site, columns ``site``, ``kl_mean``, ``kl_max``) and conditional_drift's two numbers per site
recomputed independently: the conditionals of pi_T (the dense kernel's stationary vector) and the
model's conditionals (read off the dense random-scan kernel, P(x, x^{i->a}) = p_i(a | x_-i) / n),
KL(pi_T(. | x_-i) || p_i(. | x_-i)) per context, then its pi-weighted mean and its max."""

import itertools

import numpy as np
import pytest

from exact import glauber_kernel
from exact.compat import ConditionalDrift, conditional_drift
from toolkit.models import random_table


def test_frame_columns_and_rows():
    d = ConditionalDrift((0.1, 0.0, 0.3), (0.2, 0.0, 0.5))
    f = d.to_frame()
    assert list(f.columns) == ["site", "kl_mean", "kl_max"]
    assert f["site"].tolist() == [0, 1, 2]
    assert f["kl_mean"].tolist() == [0.1, 0.0, 0.3] and f["kl_max"].tolist() == [0.2, 0.0, 0.5]
    assert d.max == 0.5
    assert list(ConditionalDrift((), ()).to_frame().columns) == ["site", "kl_mean", "kl_max"]


def _independent_drift(K, q, n):
    D = K.dense()
    w, v = np.linalg.eig(D.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1))])
    pi = pi / pi.sum()

    def index(x):
        return int(sum(a * q ** (n - 1 - k) for k, a in enumerate(x)))

    means, maxes = [], []
    for i in range(n):
        mean, mx = 0.0, 0.0
        for rest in itertools.product(range(q), repeat=n - 1):
            states = [index(rest[:i] + (a,) + rest[i:]) for a in range(q)]
            w_ctx = pi[states].sum()                      # pi(x_-i)
            cond_pi = pi[states] / w_ctx                  # pi(a | x_-i)
            x0 = states[0]
            p = np.array([n * D[x0, s] for s in states])  # p_i(a | x_-i) for a != 0 ...
            p[0] = 1.0 - p[1:].sum()                      # ... and the rest for a = 0
            kl = float(np.sum(cond_pi * np.log(cond_pi / p)))
            mean += w_ctx * kl
            mx = max(mx, kl)
        means.append(mean)
        maxes.append(mx)
    return means, maxes


@pytest.mark.parametrize(("q", "n", "seed", "T"), [(2, 3, 22, 1.0), (3, 2, 5, 0.7)])
def test_drift_matches_an_independent_computation(q, n, seed, T):
    K = glauber_kernel(random_table(q, n, 1.5, rng=seed), temperature=T)
    means, maxes = _independent_drift(K, q, n)
    d = conditional_drift(K)
    assert max(maxes) > 1e-4                   # an incompatible table: the drift is not zero
    assert d.kl_mean == pytest.approx(means, rel=1e-8)
    assert d.kl_max == pytest.approx(maxes, rel=1e-8)
    assert d.max == pytest.approx(max(maxes), rel=1e-8)
    f = d.to_frame()
    assert f["site"].tolist() == list(range(n)) and f["kl_max"].tolist() == list(d.kl_max)
