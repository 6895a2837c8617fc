"""toolkit.growth.bracket: ``hi`` is the smallest high end, wherever it is listed (ops13a, issue 30).

Docstring: "``lo`` the largest low end, ``hi`` the smallest high end". The docstring example
lists the lower bound (high end inf) first; listed the other way round, the bracket is the
same ``[10, 50]``."""

from __future__ import annotations

import math

from toolkit.growth import Timescale, bracket


def test_bracket_takes_the_smallest_high_end_in_any_order():
    lower = Timescale("t_mix", "lower", 10, 10, math.inf, "a", 4, 1.0)
    upper = Timescale("t_mix", "upper", 50, 0, 50, "b", 4, 1.0)
    wider = Timescale("t_mix", "upper", 80, 0, 80, "c", 4, 1.0)
    assert bracket([lower, upper], "t_mix") == (10.0, 50.0, False, False)
    assert bracket([upper, lower], "t_mix") == (10.0, 50.0, False, False)
    assert bracket([upper, wider, lower], "t_mix") == (10.0, 50.0, False, False)
