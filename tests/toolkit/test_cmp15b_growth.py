"""cmp15b: ``toolkit.growth`` places no test reached.

- :func:`bracket`: when the ends cross "the widest of them is kept, ``[min low, max high]``"
  (its docstring): a lower bound 10 against an upper bound 5 gives ``[0, inf]`` from the two
  statements ``[10, inf]`` and ``[0, 5]``, flagged as a conflict.
- :func:`growth_verdict`: "every bracket needs ``0 <= low <= high`` (no NaN)": one bad size
  among good ones is enough to refuse.
- a window with a censored low end and a size with no low end at all (``low = 0``): the reason
  is the missing lower end, not the censoring (that one needs a low end at every size).
"""

from __future__ import annotations

import math

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.growth import Timescale, bracket, growth_verdict


def test_bracket_conflict_keeps_the_widest_ends():
    ts = [Timescale("t_mix", "lower", 10, 10, math.inf, "a", 4, 1.0),
          Timescale("t_mix", "upper", 5, 0, 5, "b", 4, 1.0)]
    assert bracket(ts, "t_mix") == (0.0, math.inf, False, True)


@pytest.mark.parametrize("low, high", [
    ([1.0, float("nan"), 3.0], [2.0, 4.0, 6.0]),   # one NaN low end
    ([1.0, 2.0, 3.0], [2.0, float("nan"), 6.0]),   # one NaN high end
    ([1.0, 5.0, 3.0], [2.0, 4.0, 6.0]),            # one crossed bracket (5 > 4)
    ([1.0, -1.0, 3.0], [2.0, 4.0, 6.0]),           # one negative low end
])
def test_growth_verdict_refuses_one_bad_bracket_among_good_ones(low, high):
    with pytest.raises(InvalidInputError, match="0 <= low <= high"):
        growth_verdict([4, 8, 16], low, high)


def test_censored_window_with_a_missing_low_end_reports_the_missing_end():
    n = [4, 8, 16]
    v = growth_verdict(n, [10.0, 0.0, 50.0], [20.0, 60.0, 200.0], censored=[False, False, True])
    assert any("no lower end at every size of the window" in r for r in v.reasons), v.reasons
    assert not any("censored" in r for r in v.reasons), v.reasons
    # with a low end at every size, the censored one is what the reason names
    v = growth_verdict(n, [10.0, 20.0, 50.0], [20.0, 60.0, 200.0], censored=[False, False, True])
    assert any("a lower end is the run's own length (censored)" in r for r in v.reasons), v.reasons
