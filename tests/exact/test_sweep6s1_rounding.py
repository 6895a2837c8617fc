"""Contract sweep 6, group s1 (issue 30): exact/_rounding.py's promises that no other test pins.
Reference values come from the module docstring's formulas, computed by hand."""

from __future__ import annotations

import numpy as np
import pytest

from exact._rounding import U, gap_rounding, log_rounding, path_steps, pi_rounding
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites

MODEL = IndependentSites(np.array([[-3.0, 1.0, 0.5], [0.5, -2.0, 0.0]]))  # n = 2, q = 3, L = 3


def test_unit_roundoff_is_two_to_the_minus_53():
    assert U == 2.0**-53


def test_infinite_temperature_keeps_only_the_q_plus_4_term():
    # delta = 4 u L / T + (q + 4) u: at T = inf the first term is 0, so delta = 7 u (q = 3)
    K = glauber_kernel(MODEL, temperature=np.inf)
    assert log_rounding(K) == pytest.approx(7 * U, rel=1e-14, abs=0)
    K2 = glauber_kernel(MODEL, temperature=2.0)
    assert log_rounding(K2) == pytest.approx(4 * U * 3.0 / 2.0 + 7 * U, rel=1e-14, abs=0)


def test_path_steps_is_n_for_a_kernel_and_one_for_a_matrix():
    assert path_steps(glauber_kernel(MODEL, temperature=1.0)) == 2
    assert path_steps(np.eye(3)) == 1
    # pi's estimate is n delta (here 2 delta), 0 for a matrix
    K = glauber_kernel(MODEL, temperature=0.5)
    assert pi_rounding(K) == pytest.approx(2 * log_rounding(K), rel=1e-14, abs=0)
    assert pi_rounding(np.eye(3)) == 0.0


def test_gap_rounding_is_absolute_in_the_gap():
    # gap (delta + 3 n delta) with |gap|: a negative input is an error size, not a sign
    K = glauber_kernel(MODEL, temperature=0.5)
    d = 4 * U * 3.0 / 0.5 + 7 * U
    expected = 0.25 * (d + 3 * 2 * d)
    assert gap_rounding(K, -0.25) == pytest.approx(expected, rel=1e-12, abs=0)
    assert gap_rounding(K, 0.25) == pytest.approx(expected, rel=1e-12, abs=0)
