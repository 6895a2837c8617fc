"""Coverage-driven tests of toolkit/finite_size.py (issue 30, branch cov5h2): ScalingData
from the moments (the Binder cumulant 1 - m4 / (3 m2^2) by hand) and its shape checks,
_peak / _fit_tc on data without a peak or with too few points, the per-L exponents of a
d-dimensional model (exponents in units of n = L^d times d), and mixing_change's checks."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.finite_size import ScalingData, _fit_tc, _peak, fss_verdict, mixing_change

T3 = [0.5, 1.0, 2.0]
Z = np.ones((2, 3))


def test_binder_from_moments_by_hand():
    m2 = np.array([[0.5, 0.25, 0.1], [0.5, 0.2, 0.05]])
    m4 = np.array([[0.3, 0.1, 0.02], [0.25, 0.06, 0.0075]])
    d = ScalingData(T3, [4, 8], m2=m2, m4=m4, susceptibility=Z)
    # U = 1 - m4 / (3 m2^2): 1 - 0.3 / 0.75 = 0.6, 1 - 0.1 / 0.1875 = 0.4666..., ...
    np.testing.assert_allclose(d.binder[0, :2], [0.6, 1 - 0.1 / 0.1875])
    np.testing.assert_allclose(d.binder[1], [1 - 0.25 / 0.75, 1 - 0.06 / 0.12, 0.0], atol=1e-15)
    with pytest.raises(InvalidInputError, match="give `binder` or both moments `m2` and `m4`"):
        ScalingData(T3, [4, 8], m2=m2, susceptibility=Z)


def test_shape_checks_name_the_argument():
    with pytest.raises(InvalidInputError, match="`susceptibility` is required"):
        ScalingData(T3, [4, 8], binder=Z)
    with pytest.raises(InvalidInputError, match=r"`replicates` must have shape \(2, 3, R, 2\); got \(2, 3, 5, 3\)"):
        ScalingData(T3, [4, 8], binder=Z, susceptibility=Z, replicates=np.zeros((2, 3, 5, 3)))
    with pytest.raises(InvalidInputError, match=r"`converged` must have shape \(2, 3\); got \(3, 2\)"):
        ScalingData(T3, [4, 8], binder=Z, susceptibility=Z, converged=np.ones((3, 2)))
    with pytest.raises(InvalidInputError, match="dimension"):
        ScalingData(T3, [4, 8], binder=Z, susceptibility=Z, dimension=0)
    ok = ScalingData(T3, [4, 8], binder=Z, susceptibility=Z, replicates=np.zeros((2, 3, 5, 2)),
                     converged=[[1, 0, 1], [1, 1, 1]], dimension=2)
    assert ok.replicates.shape == (2, 3, 5, 2) and ok.converged.dtype == bool and ok.dimension == 2


def test_peak_without_finite_values_and_fit_with_two_points():
    h, loc, edge, err = _peak(np.array(T3), np.full(3, np.nan))
    assert math.isnan(h) and math.isnan(loc) and edge is True and math.isnan(err)
    # docstring: NaN with fewer than 3 points (NaN entries do not count)
    assert all(math.isnan(v) for v in _fit_tc(np.array([4.0, 8.0, 16.0]), np.array([1.0, np.nan, 1.2])))


def test_exponents_per_linear_size_for_a_d_dimensional_model():
    # a synthetic transition (as tests/toolkit/test_finite_size.py): T_c 1.3, 1/nu = gamma/nu = 1/2 in units of n
    tc, ns = 1.3, np.array([16.0, 64.0, 256.0, 1024.0])
    T = np.linspace(0.7 * tc, 1.3 * tc, 49)
    x = (T[None, :] - tc) * ns[:, None] ** 0.5
    U, chi = (2 / 3) / (1 + np.exp(3 * x)), ns[:, None] ** 0.5 / (1 + x**2)
    v = fss_verdict(ScalingData(T, ns, binder=U, susceptibility=chi, dimension=2))
    # n = L^2: an exponent per n times d is the exponent per L
    for k in ("1/nu (collapse)", "gamma/nu (peak height)"):
        per_l = k.replace("/nu", "/nu_L") + " (per L, d=2)"
        assert v.exponents[per_l].value == pytest.approx(2 * v.exponents[k].value)
        assert v.exponents[per_l].stderr == pytest.approx(2 * v.exponents[k].stderr)
    assert v.exponents["1/nu_L (collapse) (per L, d=2)"].value == pytest.approx(1.0, abs=0.06)


def test_mixing_change_checks_and_no_change():
    T = np.linspace(0.5, 2.0, 7)
    with pytest.raises(InvalidInputError, match=r"`tau` must have shape \(len\(n\), len\(T\)\) with >= 3 sizes"):
        mixing_change(T, [4, 8], np.ones((2, 7)))
    ns = np.array([10.0, 20.0, 40.0, 80.0])
    tau = ns[:, None] ** 1.5 * np.ones((1, 7))  # z_eff = 1.5 at every T: no crossing, no change
    out = mixing_change(T, ns, tau)
    assert math.isnan(out["T_change"]) and math.isnan(out["T_change_stderr"])
    np.testing.assert_allclose(out["z_eff"], 1.5)
    np.testing.assert_allclose(out["n_pairs"], np.sqrt(ns[1:] * ns[:-1]))
