"""prm18a: ``fit_nlogn``'s power law is ``t_mix = b n^a`` (``NlognFit``'s docstring): on an
exact law ``t = 3 n^1.5`` it returns ``a = 1.5`` and ``b = 3`` (not ``ln 3``)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.scans import fit_nlogn


def test_power_law_prefactor_and_exponent():
    ns = np.array([10, 20, 50, 100, 200])
    f = fit_nlogn(ns, 3.0 * ns**1.5)
    assert f.a == pytest.approx(1.5, rel=1e-9)
    assert f.b == pytest.approx(3.0, rel=1e-9)
