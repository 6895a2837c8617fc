"""Audit 22b (blind audit 22, survivor ``audit22b.growth.low_slope_censored_one_end``): the
faster-than-polynomial rule reads only lower ends that are not censored at a run's length
(:mod:`toolkit.growth` docstring: "such a bound grows only with the budget"), at either size
of a pair: a censored lower end at the pair's *smaller* size gives that pair no lower-end slope."""

import math

import numpy as np

from toolkit.growth import FASTER, UNDETERMINED, growth_verdict


def test_a_censored_lower_end_at_the_smaller_size_is_no_evidence_of_growth():
    n = np.array([16, 32, 64])
    lo, hi = np.exp(n / 4), np.full(3, np.inf)   # slopes 5.8 and 11.5 (module docstring): faster
    assert growth_verdict(n, lo, hi).verdict == FASTER
    v = growth_verdict(n, lo, hi, censored=[True, False, False])
    assert v.verdict == UNDETERMINED
    assert math.isnan(v.slopes[0][4])          # the pair (16, 32): no lower-end slope
    assert v.slopes[1][4] == v.slopes[1][4]    # the pair (32, 64): both ends uncensored, a number
    assert abs(v.slopes[1][4] - (64 - 32) / 4 / math.log(2)) < 1e-9   # ln(e^16 / e^8) / ln 2
