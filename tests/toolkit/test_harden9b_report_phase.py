"""harden9b (issue 30): the phase section's number cells at non-finite values.

``_num``: a missing or non-finite number is "-" in the tables (NaN and +-inf alike: neither
is a measured value), a finite one at ``d`` significant digits."""

from __future__ import annotations

import math

from toolkit.app.report import phase as rp


def test_num_non_finite_is_a_dash():
    assert rp._num(None) == "-" and rp._num(math.nan) == "-"
    assert rp._num(math.inf) == "-" and rp._num(-math.inf) == "-"
    assert rp._num(0.123456) == "0.1235" and rp._num(2.0, 2) == "2"
