"""harden9b (issue 30): ``digits_for`` with a non-finite hint.

Docstring: START_DPS digits beyond the gap ``exp(log_gap)``; a hint that is no number of
digits (None, NaN, -inf for a gap that underflowed to 0, or >= 0) gives the start precision
(the escalation loop then doubles it as needed)."""

from __future__ import annotations

import math

from exact._mp_spectrum import START_DPS, digits_for


def test_digits_for_degenerate_hints():
    for hint in (None, math.nan, -math.inf, math.inf, 0.0, 3.0):
        assert digits_for(hint) == START_DPS
    assert digits_for(-100 * math.log(10)) == START_DPS + 100
