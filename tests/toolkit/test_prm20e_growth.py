"""prm20e (issue 30): ``bracket`` flags ``lo`` as censored when it comes *only* from censored lower
bounds: a larger censored one over a smaller uncensored one still makes the low end a run's length."""
from __future__ import annotations

import math

from toolkit.growth import Timescale, bracket


def test_censored_low_end_above_an_uncensored_one():
    ts = [Timescale("t_rel", "lower", 50, 50, math.inf, "iat", 8, 1.0),
          Timescale("t_rel", "lower", 100, 100, math.inf, "run length", 8, 1.0, censored=True)]
    assert bracket(ts, "t_rel") == (100.0, math.inf, True, False)
