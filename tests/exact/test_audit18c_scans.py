"""Audit 18c (issue 30): exact.scans.metastability_scan's default slope fit takes half the grid,
rounded down, at least 2 (its ``fit_points`` parameter), checked on an odd grid.

Two sites, q = 2, Potts coupling 1: E_00[tau_exit] = 1 + e^{1/T} exactly (the module's worked
example). With 5 temperatures the default fit uses the 2 lowest, so the slope is the one through
those two points, ``(ln(1 + e^{1/T1}) - ln(1 + e^{1/T2})) / (1/T1 - 1/T2)``; the 3 lowest give
another number (ln(1 + e^x) is not linear in x).
"""

import math

import pytest

from exact.scans import metastability_scan
from toolkit.models import potts


def test_default_fit_on_an_odd_grid_takes_the_lower_half():
    Ts = [1.0, 0.5, 0.3, 0.2, 0.1]
    s = metastability_scan(potts(2, 2, 1.0), Ts)
    assert s.fit_points == len(Ts) // 2 == 2
    x1, x2 = 1 / 0.1, 1 / 0.2
    slope = (math.log1p(math.exp(x1)) - math.log1p(math.exp(x2))) / (x1 - x2)
    assert s.slope == pytest.approx(slope, rel=1e-9)
