"""cmp14b (issue 30): exact.analysis.report_warnings at a relative error estimate of exactly 1.

The docstring: an estimate at 1 or above means ``pi`` "has no correct digit" and the message says
only that; the hint naming the least accurate temperature (where ``u |ln pi_min|`` dominates the
estimate) is given for estimates below 1.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

from exact.analysis import report_warnings


def _msg(rel):
    # ln pi_min = -1e15: u |ln pi_min| = 1.1e-16 * 1e15 = 0.11 > 0.01 * rel for rel <= 1, so the
    # round-off term dominates on both sides of 1
    w = report_warnings(SimpleNamespace(pi_relative_error=rel, temperature=0.5, log_pi_min=-1e15))
    assert len(w) == 1
    return w[0]["message"]


def test_relative_error_one_has_no_digit_and_no_temperature_hint():
    m = _msg(1.0)
    assert "has no correct digit" in m
    assert "round-off of logit/T" not in m and "above T ~" not in m


def test_relative_error_just_below_one_names_the_temperature():
    rel = math.nextafter(1.0, 0.0)
    m = _msg(rel)
    assert "is known only roughly" in m
    assert "round-off of logit/T dominates it" in m and "above T ~" in m
