"""prm19b promise sweep: toolkit.app.mixing_truth (the field's 1/T, the torus coupling)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.optimize import brentq

from toolkit.app.mixing_truth import mean_field_barrier, truth_label


def _cw_barrier(T, beta, h):
    # the module docstring's phi(m) = -K m^2/2 - H m - s(m), K = beta/T, H = field/T, with its
    # stationary points from phi'(m) = -K m - H + atanh(m) = 0 (solved here, by root brackets)
    K, H = beta / T, h / T

    def phi(m):
        s = -(0.5 * (1 + m) * math.log(0.5 * (1 + m)) + 0.5 * (1 - m) * math.log(0.5 * (1 - m)))
        return -0.5 * K * m * m - H * m - s

    def dphi(m):
        return -K * m - H + math.atanh(m)

    grid = np.linspace(-1 + 1e-9, 1 - 1e-9, 20001)
    d = np.array([dphi(m) for m in grid])
    roots = [brentq(dphi, grid[k], grid[k + 1], xtol=1e-14) for k in range(len(grid) - 1) if d[k] * d[k + 1] < 0]
    if len(roots) < 3:
        return 0.0
    a, s, b = roots[0], roots[1], roots[2]
    return phi(s) - max(phi(a), phi(b))


@pytest.mark.parametrize("T", [0.5, 0.6])
def test_curie_weiss_barrier_with_field_below_one(T):
    # B(T) with field 0.1 below T = 1 (the field enters phi as field/T: a wrong 1/T is invisible at T = 1)
    want = _cw_barrier(T, 1.0, 0.1)
    assert want > 0
    assert mean_field_barrier("curie-weiss", T, 1.0, field=0.1) == pytest.approx(want, rel=1e-3, abs=1e-7)


def test_curie_weiss_one_well_just_above_its_spinodal():
    # the spinodal of field 0.1 is 0.7287 (module doctest): at T = 0.74 the profile has one well
    assert _cw_barrier(0.74, 1.0, 0.1) == 0.0
    assert mean_field_barrier("curie-weiss", 0.74, 1.0, field=0.1) == 0.0


def test_torus_truth_follows_the_coupling():
    # T_c = coupling / ln(1 + sqrt q): coupling 2, q = 2 gives T_c = 2.269; T = 2 is within 20 % below
    tc = 2.0 / math.log(1 + math.sqrt(2))
    assert 0.8 * tc < 2.0 < tc
    assert truth_label("torus", 2.0, 16, q=2, coupling=2.0) == "either"
    assert truth_label("torus", 0.5 * tc, 16, q=2, coupling=2.0) == "faster"
    assert truth_label("torus", 1.01 * tc, 16, q=2, coupling=2.0) == "polynomial"
