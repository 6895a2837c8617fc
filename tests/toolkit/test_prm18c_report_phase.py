"""prm18c promise sweep: toolkit.app.report.phase (the true T_c beside the estimated one)."""

from __future__ import annotations

import math

from toolkit.app.report.phase import _num, _tc


def test_truth_column_has_the_estimate_digits():
    # the table puts the true T_c (_num) beside the estimated one (_tc: 4 significant digits);
    # the 2-D Ising torus: T_c = 1/ln(1 + sqrt 2) = 1.134593...
    tc_true = 1.0 / math.log(1.0 + math.sqrt(2.0))
    assert _num(tc_true) == "1.135"
    assert _tc({"critical_temperature": tc_true, "critical_temperature_stderr": 0.01234}) == "1.135 ± 0.012"
    assert _num(None) == "-" and _num(math.inf) == "-"
