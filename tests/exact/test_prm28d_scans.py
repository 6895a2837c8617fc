"""prm28d (issue 30, eleventh sweep): the lumped :func:`exact.scans.metastability_scan` takes
"the fixed point of largest margin" (its docstring, ``method``). The other tests use
symmetric models (Curie-Weiss without field, Potts), whose fixed points share one margin, so
the first and the last of count_fixed_points were the same. Curie-Weiss with a field has two
fixed points of different margins; hand values (l_i(a) = s_a (beta/n sum_{j != i} s_j + h)):
all +1 has margin 2 (beta (n-1)/n + h) = 2 (2.5 + 0.25) = 5.5, all -1 has 2 (2.5 - 0.25) = 4.5
(n = 6, beta = 3, h = 0.25)."""

import math

import pytest

from exact.scans import metastability_scan
from toolkit.models import CurieWeiss


def test_lumped_scan_takes_the_fixed_point_of_largest_margin():
    model = CurieWeiss(6, 3.0, field=0.25)
    scan = metastability_scan(model, [0.5, 1.0], method="lumped")
    assert scan.gamma == pytest.approx(5.5, rel=1e-12)
    # the margin bound e^(gamma/T)/(q-1) of every row is the largest margin's
    for row in scan.rows:
        assert row.log_bound == pytest.approx(5.5 / row.temperature - math.log(1), rel=1e-12)
    enum = metastability_scan(model, [0.5, 1.0], method="enumerate")   # enumeration agrees
    assert enum.gamma == pytest.approx(5.5, rel=1e-12)
