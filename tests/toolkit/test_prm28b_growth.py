"""prm28b: bracket's hi is the SMALLEST high end over the statements, not the last one's."""
import math

from toolkit.growth import Timescale, bracket


def test_bracket_high_is_the_tightest_upper_end_not_the_last():
    # two upper bounds 30 and 50 (the tighter one first), one lower bound 10: the bracket is
    # [10, 30] (docstring: hi = the smallest high end)
    ts = [Timescale("t_mix", "upper", 30, 0, 30, "a", 4, 1.0),
          Timescale("t_mix", "lower", 10, 10, math.inf, "b", 4, 1.0),
          Timescale("t_mix", "upper", 50, 0, 50, "c", 4, 1.0)]
    assert bracket(ts, "t_mix") == (10.0, 30.0, False, False)
