"""prm28d (issue 30, eleventh sweep): :func:`exact.transfer._recursion` runs one recursion for
chains that share their first sites, "each a prefix of the longest" (its docstring): it must
run to the LONGEST chain's length whatever the order of the list. Its callers happen to pass
the longest first (``_prefix_groups`` sorts by length), so the first and the longest were the
same chain in every other test; here the short chain comes first. Expected values by brute
force: the law of the number of sites holding token 1 and ln Z, summed over all 2^n states of
``pi_T(x) ∝ exp((sum_i h[i, x_i] + sum_e Phi_e(x_e, x_{e+1})) / T)`` (module docstring)."""

import itertools
import math

import numpy as np
import pytest

from exact.transfer import NearestNeighbourChain, _recursion


def _brute(chain, T):
    n = chain.n
    w = np.zeros(n + 1)
    for x in itertools.product(range(2), repeat=n):
        e = sum(chain.h[i, x[i]] for i in range(n)) + sum(chain.couplings[k][x[k], x[k + 1]] for k in range(n - 1))
        w[sum(x)] += math.exp(e / T)
    return w / w.sum(), math.log(w.sum())


def test_prefix_chains_in_any_order_each_get_their_own_law():
    rng = np.random.default_rng(28)
    long = NearestNeighbourChain(rng.normal(size=(5, 2)), rng.normal(size=(4, 2, 2)))
    short = NearestNeighbourChain(long.h[:3], long.couplings[:2])
    Ts = np.array([0.7, 1.5])
    out = _recursion([short, long], Ts, (1,))
    for chain, (log_w, log_z) in zip([short, long], out, strict=True):
        for k, T in enumerate(Ts):
            law, lz = _brute(chain, float(T))
            assert np.exp(log_w[k]) == pytest.approx(law, abs=1e-12)
            assert log_z[k] == pytest.approx(lz, rel=1e-12)
