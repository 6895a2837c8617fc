"""prm19d (issue 30, second promise sweep): ``fit_nlogn``'s power law ``t_mix = b n^a`` gives
the exponent ``a`` and the prefactor ``b`` of an exact power law."""

import math

import numpy as np

from exact.scans import fit_nlogn


def test_power_law_fit_recovers_exponent_and_prefactor():
    ns = np.array([10, 20, 50, 100, 200])
    f = fit_nlogn(ns, 2.0 * ns**1.5)
    assert math.isclose(f.a, 1.5, rel_tol=1e-9)
    assert math.isclose(f.b, 2.0, rel_tol=1e-9)
