"""harden9c: toolkit._progress on degenerate inputs (a NaN fraction, zero workers), from the
documented contract of each function (issue 30)."""

import math

from toolkit._progress import estimate_rest, power_law_rest


def test_nan_fraction_is_no_estimate():
    # estimate_rest: "inf before any progress"; a NaN fraction (0/0 of an empty total) is no
    # progress at all, so the rest is inf (the status line then says "no estimate"), never NaN
    assert estimate_rest(10.0, math.nan) == math.inf
    assert estimate_rest(10.0, 0.0) == math.inf
    assert estimate_rest(10.0, -0.5) == math.inf


def test_one_size_zero_workers_counts_as_one():
    # one size done: the mean time per task times the pending tasks, divided by the workers;
    # workers = 0 is read as one worker as in the fitted branch (never a ZeroDivisionError):
    # mean of 2 s and 4 s = 3 s, times 2 pending tasks = 6 s
    assert power_law_rest([(10, 2.0), (10, 4.0)], [10, 10], workers=0) == 6.0
    assert power_law_rest([(10, 2.0), (10, 4.0)], [10, 10], workers=1) == 6.0
    # two sizes (the fit): seconds = n**2 / 100, 2 tasks of n = 40: 32 s, also at workers = 0
    assert round(power_law_rest([(10, 1.0), (20, 4.0)], [40, 40], workers=0), 9) == 32.0
