"""prm28c (issue 30): the reversible route deflates the Perron eigenvalue (the one of
``S - s s^T`` nearest 0), not the smallest one; shown on a chain whose other eigenvalue is
negative (every chain with a non-negative spectrum has the Perron 0 as its smallest)."""
import math

import numpy as np
import pytest

from exact.timescales import implied_timescales


def test_two_state_chain_with_negative_second_eigenvalue():
    # P = [[1-p, p], [r, 1-r]]: lambda_2 = 1 - p - r = -0.6 (module docstring), reversible
    # (two states); the implied timescale -1 / ln |lambda_2|
    P = np.array([[0.1, 0.9], [0.7, 0.3]])
    ts = implied_timescales(P).timescales
    assert float(ts[0]) == pytest.approx(-1.0 / math.log(0.6), rel=1e-12)


def test_three_state_reversible_chain_by_numpy():
    # a birth-death chain (reversible) with a negative eigenvalue: compare with numpy's eigenvalues
    P = np.array([[0.05, 0.95, 0.0], [0.45, 0.05, 0.5], [0.0, 0.9, 0.1]])
    lam = np.sort(np.abs(np.linalg.eigvals(P)))[::-1][1:]
    want = -1.0 / np.log(lam)
    ts = np.asarray(implied_timescales(P).timescales, dtype=float)
    assert ts[:2] == pytest.approx(want, rel=1e-10)
