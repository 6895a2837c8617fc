"""prm24c seventh sweep (issue 30): the arguments of ``toolkit.app.testing`` that no test passed off
their default (benchmarks/results/default-only-args-2026-12-06.md): the mistake kernels' ``T2``,
``scan2`` and ``lazy2`` (each alternative row is checked against a kernel built here by hand from
``model.logits``), ``_worst``'s ``top``, the ``max_states`` guard of both checks, and
``check_stationary``'s ``batch`` (the most states handed to ``step`` at once)."""

from __future__ import annotations

import numpy as np
import pytest

from exact import ExactChain
from toolkit.app import testing
from toolkit.app.testing import check_sampler, check_stationary
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models.toy import Pairwise

Q, N = 2, 3


def model():
    rng = np.random.default_rng(7)
    return Pairwise(rng.normal(0, 1, (N, Q)), rng.normal(0, 1, (N, N, Q, Q)))


def states():
    from toolkit._states import decode

    return decode(np.arange(Q ** N), Q, N)


def site_kernel(m, i, T):
    """``K_i[x, y] = 1[y_-i = x_-i] softmax(l_i(x) / T)[y_i]`` (heat bath at site i)."""
    X = states()
    L = m.logits(X, np.full(len(X), i)) / T
    P = np.exp(L - L.max(axis=1, keepdims=True))
    P /= P.sum(axis=1, keepdims=True)
    K = np.zeros((len(X), len(X)))
    for a, x in enumerate(X):
        for b, y in enumerate(X):
            if np.array_equal(np.delete(x, i), np.delete(y, i)):
                K[a, b] = P[a, y[i]]
    return K


def random_scan(m, T):
    return sum(site_kernel(m, i, T) for i in range(N)) / N


def sweep(m, T):
    K = np.eye(Q ** N)
    for i in range(N):
        K = K @ site_kernel(m, i, T)
    return K


def mistake(name, T, scan="random", lazy=0.0):
    m = model()
    chain = ExactChain(m, temperature=T, scan=scan, lazy=lazy)
    return testing._mistake_rows(name, chain, m, np.arange(Q ** N), T, scan, lazy)


def test_temperature_ignored_rows_are_the_kernel_at_one():
    # at T = 2 the mistake 'temperature-ignored' steps at T2 = 1
    assert np.allclose(mistake("temperature-ignored", 2.0), random_scan(model(), 1.0))
    assert not np.allclose(random_scan(model(), 1.0), random_scan(model(), 2.0))


def test_scan_mistake_rows_are_the_other_scan():
    # a random-scan claim: the mistake 'scan' is one systematic sweep (sites 0, 1, 2)
    assert np.allclose(mistake("scan", 1.0), sweep(model(), 1.0))


def test_lazy_mistake_rows_hold_half_the_time():
    # lazy = 0 claimed: the mistake holds with probability 1 - (1 - 0) * 0.5 = 1/2
    assert np.allclose(mistake("lazy", 1.0), 0.5 * np.eye(Q ** N) + 0.5 * random_scan(model(), 1.0))


def test_worst_lists_at_most_top_starts():
    # three starts, all rejected (adjusted p-values 0): top = 1 keeps the smallest p-value only
    starts = np.arange(3)
    rows = np.full((3, 4), 0.25)
    counts = np.array([[10, 0, 0, 0], [0, 10, 0, 0], [0, 0, 10, 0]])
    p = np.array([1e-3, 1e-5, 1e-4])
    out = testing._worst(starts, counts, rows, p, np.zeros(3), np.full(3, 0.75), 2, 2, None, top=1)
    assert len(out) == 1
    assert out[0]["p_value"] == 1e-5


def identity(X, rng):
    return X


def test_check_sampler_max_states_guard():
    # q**n = 8 states > max_states = 4: refused before any draw
    with pytest.raises(StateSpaceTooLargeError):
        check_sampler(identity, model(), max_states=4, n_samples=10)


def test_check_stationary_max_states_guard():
    with pytest.raises(StateSpaceTooLargeError):
        check_stationary(identity, model(), max_states=4, n_chains=10)


def test_check_stationary_batch_bounds_what_step_sees():
    seen = []

    def step(X, rng):
        seen.append(len(X))
        return X

    check_stationary(step, model(), n_chains=25, batch=7, rng=0)
    # 25 chains in batches of at most 7: 7, 7, 7, 4
    assert max(seen) == 7 and sorted(set(seen)) == [4, 7]
