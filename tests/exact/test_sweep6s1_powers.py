"""Contract sweep 6, group s1 (issue 30): exact/_powers.py's promises that no other test pins:
worst_index's tie rule (lowest index within TIE_ATOL of the largest, and no further), _Power's
product and TV against plain matrices, power_search's product count and the power before
t_mix on the module's two-state chain (d(t) = 0.75 * 0.6^t)."""

from __future__ import annotations

import numpy as np
import pytest

from exact._powers import TIE_ATOL, _doubling_dense, _Power, power_search, tv_rows, worst_index

P2 = np.array([[0.9, 0.1], [0.3, 0.7]])
PI2 = np.array([0.75, 0.25])


def test_worst_index_ties_within_tie_atol_only():
    assert TIE_ATOL == 1e-12
    assert worst_index([0.3, 0.5 - 0.5e-12, 0.5, 0.5]) == 1
    assert worst_index([0.3, 0.5 - 2e-12, 0.5]) == 2
    assert worst_index([0.7, 0.1]) == 0


def test_power_product_and_tv_are_the_plain_ones():
    rng = np.random.default_rng(4)
    A = rng.uniform(0, 1, (5, 5))
    A /= A.sum(axis=1, keepdims=True)
    B = rng.uniform(0, 1, (5, 5))
    B /= B.sum(axis=1, keepdims=True)
    C = _Power.of(A) @ _Power.of(B)
    dense = C.off + np.diag(1 - C.s)
    np.testing.assert_allclose(dense, A @ B, rtol=1e-13, atol=1e-15)
    nu = rng.uniform(0, 1, 5)
    nu /= nu.sum()
    rows = np.array([4, 0, 2])
    np.testing.assert_allclose(C.tv(nu, rows), tv_rows((A @ B)[rows], nu), rtol=1e-12, atol=1e-15)


def test_power_search_counts_products_and_returns_the_power_before():
    # d(1) = 0.45, d(2) = 0.27 > 1/4, d(4) = 0.0972 <= 1/4: squarings P^2, P^4 (2 products), then
    # P^2 P = P^3 (1 product) with d(3) = 0.162 <= 1/4: t_mix = 3, before = P^2 (d = 0.27)
    rows = np.arange(2)
    seen = {}

    def dist(A, t):
        seen[t] = A.tv(PI2, rows)
        return seen[t]

    t_mix, before, n_prod = power_search(_Power.of(P2), dist, 0.25, 2**40)
    assert (t_mix, n_prod) == (3, 3)
    assert float(before.tv(PI2, rows).max()) == pytest.approx(0.27, abs=1e-14)
    assert sorted(seen) == [1, 2, 3, 4]


def test_doubling_dense_times_sorted_and_worst_start():
    r = _doubling_dense(P2, PI2, 0.25, 2**40)
    assert r.t_mix == 3 and r.worst_start == 1        # pi(1) = 1/4: the far start
    assert list(r.times) == [0, 1, 2, 3, 4]
    assert r.distances == pytest.approx([0.75 * 0.6**t for t in r.times], rel=1e-12)


def test_strict_crossing_reads_a_known_value_instead_of_evaluating():
    # d(t) = 0.75 * 0.6^t, eps = 0.01 (t_mix = 9: d(8) = 0.0126, d(9) = 0.0076), t_max = 9: the
    # gallop reaches t = 7, bisection evaluates t = 9 (at or below: not taken, i > 0) and t = 8
    # (above: taken), leaving t_base + 1 = 9 undecided: read from `known` when given
    from exact._powers import strict_crossing

    rows = np.arange(2)
    calls = []

    def dist(A, t):
        calls.append(t)
        return A.tv(PI2, rows)

    t, before = strict_crossing(_Power.of(np.eye(2)), 0, [_Power.of(P2)], dist, 0.01, 9)
    assert t == 9 and calls == [1, 3, 7, 9, 8, 9]
    assert float(before.tv(PI2, rows).max()) == pytest.approx(0.75 * 0.6**8, rel=1e-12)
    calls.clear()
    t, _ = strict_crossing(_Power.of(np.eye(2)), 0, [_Power.of(P2)], dist, 0.01, 9, known={9: 0.0076})
    assert t == 9 and calls == [1, 3, 7, 9, 8]            # t = 9 read, not evaluated again
    t, _ = strict_crossing(_Power.of(np.eye(2)), 0, [_Power.of(P2)], dist, 0.01, 9, known={9: 0.5})
    assert t is None                                        # the value given decides
