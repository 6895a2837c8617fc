"""Contract sweep 6, group s1 (issue 30): exact/_mp_spectrum.py's budget at its boundaries, the
precision rule, the digits a reversible gap ends at (module docstring's example), and a
non-reversible spectrum whose lambda_2 and lambda_star differ, by hand."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest

import exact._mp_spectrum as mps
from exact._mp_spectrum import affordable, digits_for, nonreversible_spectrum, reversible_gap


def test_constants():
    assert (mps.DPS_MAX, mps.START_DPS, mps.WORK_MAX) == (8000, 40, 4e7)


def test_affordable_at_its_boundaries():
    assert affordable(100, 40) is True        # 100^3 * 40 = 4e7 = WORK_MAX: allowed
    assert affordable(100, 41) is False
    assert affordable(1, 8000) is True        # DPS_MAX itself allowed
    assert affordable(1, 8001) is False


def test_digits_for_a_gap():
    assert digits_for(None) == 40 and digits_for(0.0) == 40 and digits_for(2.0) == 40
    assert digits_for(-math.inf) == 40 and digits_for(math.nan) == 40
    assert digits_for(-1.0) == 41                 # ceil(0.434) = 1 digit beyond START_DPS
    assert digits_for(-69.0) == 70                # ceil(69 / ln 10 = 29.97) = 30
    assert digits_for(-100 * math.log(10) - 1) == 141


def test_reversible_gap_of_the_two_state_example():
    # P = [[1 - a, a], [b, 1 - b]]: gap a + b; at 40 digits 1e-30 is unresolved (1e15 * err >
    # gap), so the digits double to max(80, digits_for(ln 1e-30) = 70) = 80
    g, err, dps = reversible_gap(np.array([[1 - 1e-40, 1e-40], [1e-30, 1 - 1e-30]]))
    with mpmath.workdps(60):
        assert abs(g - (mpmath.mpf(1e-40) + mpmath.mpf(1e-30))) <= err
    assert dps == 80 and err < 1e-70


def test_nonreversible_spectrum_separates_lambda_2_and_lambda_star():
    # [[0.1, 0.9], [0.9, 0.1]]: eigenvalues 1 and -0.8 (by hand): lambda_2 (largest real part)
    # = -0.8, lambda_star (largest modulus) = 0.8, gap 1 - 0.8 = 0.2; computed at 40 and 70 digits
    lam2, star, gap, err, dps = nonreversible_spectrum(np.array([[0.1, 0.9], [0.9, 0.1]]))
    assert lam2 == pytest.approx(-0.8, abs=1e-15) and star == pytest.approx(0.8, abs=1e-15)
    assert float(gap) == pytest.approx(0.2, abs=1e-15) and dps == 70
    # error: twice the change between the two precisions (~1e-40) plus 10^-(dps - 5) = 1e-35
    assert 1e-35 <= float(err) < 1.01e-35


def test_reversible_gap_of_a_kernel_carries_the_models_rounding():
    # a GlauberKernel's gap: the eigensolver's error (~1e-38 at 40 digits) plus gap * (delta + 3 n delta)
    # (exact._rounding.gap_rounding, 1e-15 relative here): the second dominates
    from exact._rounding import gap_rounding
    from exact.kernel import glauber_kernel
    from toolkit.models import potts

    K = glauber_kernel(potts(2, 2, 1.0), temperature=0.7)
    g, err, dps = reversible_gap(K)
    model = float(g) * gap_rounding(K, 1.0)
    assert model > 1e-17
    assert model <= float(err) <= model * (1 + 1e-9) + 1e-30
    # a plain matrix has no model rounding: the eigensolver's error alone
    g2, err2, _ = reversible_gap(K.dense())
    assert float(err2) < 1e-30
