"""toolkit._states: float32 rows with a float64 accumulator, an exact tie with eps, and
indices past 2**31 (harden8h2, issue 30).

Hand values. ``tv(mu, nu)`` is ``1/2 sum |mu - nu|``; with ``dtype=float64`` the sum of float32
rows comes out in float64. ``tie_or_below(d, d_prev, eps)`` is True whenever ``d <= eps``
(its docstring: "below it, or above by at most TIE_ATOL ..."), whatever ``d_prev``. The index
of the state ``1 0 ... 0`` on ``n`` binary sites is ``2**(n-1)``.
"""

from __future__ import annotations

import numpy as np

from toolkit._states import decode, encode, strides, tie_or_below, tv


def test_tv_float32_rows_float64_sum():
    mu = np.full((2, 4), 0.25, dtype=np.float32)
    nu = np.array([[0.5, 0.5, 0.0, 0.0], [0.25, 0.25, 0.25, 0.25]], dtype=np.float32)
    d = tv(mu, nu, axis=1, dtype=np.float64)
    assert d.dtype == np.float64
    np.testing.assert_array_equal(d, [0.5, 0.0])
    assert tv(mu, nu, axis=1).dtype == np.float32  # no accumulator asked: numpy's own


def test_exact_tie_counts_even_after_a_rise():
    assert bool(tie_or_below(0.25, 0.25, 0.25))
    assert bool(tie_or_below(0.25, 0.2, 0.25))     # d rose to exactly eps: still <= eps
    assert bool(tie_or_below(0.1, 0.05, 0.25))
    assert not bool(tie_or_below(0.3, 0.2, 0.25))
    np.testing.assert_array_equal(tie_or_below(np.array([0.25, 0.26]), np.array([0.2, 0.2]), 0.25), [True, False])


def test_indices_beyond_int32():
    n = 40
    s = strides(2, n)
    assert s.dtype == np.int64 and int(s[0]) == 2**39 and int(s[-1]) == 1
    x = np.zeros((1, n), dtype=np.int64)
    x[0, 0] = 1
    assert encode(x, 2).tolist() == [2**39]
    np.testing.assert_array_equal(decode(np.array([2**39 + 5]), 2, n)[0, [0, -3, -1]], [1, 1, 1])
    assert int(strides(3, 30)[0]) == 3**29  # above 2**31 too
