"""prm25b (eighth sweep, issue 30): allowances of ``toolkit.finite_size`` with a case between the
right and the wrong one.

- ``binder_crossings``: ``D = U_b - U_a`` is "neither" when ``|D| <= 2 err``, on both sides; a
  small negative ``D`` inside the allowance is not a significant fall.
- ``_loglog_stderr``: the standard error of the least-squares slope, checked against
  ``scipy.stats.linregress``.
"""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import linregress

from toolkit.finite_size import _loglog_stderr, binder_crossings


def test_small_negative_difference_inside_the_allowance_is_neither():
    T = np.array([1.0, 1.5, 2.0])
    n = [4, 8]
    U = np.array([[0.5, 0.5, 0.5], [0.5, 0.49, 0.5]])   # D = (0, -0.01, 0)
    err = np.full_like(U, 0.01)                         # allowance 2 * hypot(0.01, 0.01) = 0.028
    (row,) = binder_crossings(T, n, U, err=err)
    assert row["falls"] == 0.0 and row["crossings"] == []
    # beyond the allowance it is a fall
    U2 = np.array([[0.5, 0.5, 0.5], [0.5, 0.45, 0.5]])  # D = -0.05 < -0.028
    (row2,) = binder_crossings(T, n, U2, err=err)
    assert row2["falls"] == pytest.approx(1 / 3)


def test_loglog_stderr_is_the_least_squares_slope_error():
    n = np.array([4.0, 8.0, 16.0, 32.0, 64.0])
    y = 3.0 * n**1.7 * np.exp([0.05, -0.03, 0.02, -0.04, 0.01])
    ref = linregress(np.log(n), np.log(y)).stderr
    assert _loglog_stderr(n, y) == pytest.approx(ref, rel=1e-10)
