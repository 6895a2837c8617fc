"""cmp15d: the overflow cut of LogExitComparison's float views, at the boundary itself.

``exit_time`` and ``bound`` are ``e^log`` below ``log = 709`` and ``inf`` from 709 on, 709
included (the class docstring; the same cut as ``exact.observables.exact_exit_times``).
"""

import math

import exact.metastable as ms
from exact.kernel import glauber_kernel
from toolkit.models import potts


def _fp():
    return ms.escape_checks(glauber_kernel(potts(2, 2, 1.0)))[0].fixed_point


def test_exit_time_is_inf_from_709_included():
    fp = _fp()
    at = ms.EscapeCheck(fp, 1.0, 709.0, 1.0)
    assert at.exit_time == math.inf                       # the boundary belongs to inf
    below = ms.EscapeCheck(fp, 1.0, 708.0, 1.0)
    assert below.exit_time == math.exp(708.0)             # a float below the cut
    assert at.to_dict()["exit_time"] == math.inf


def test_bound_is_inf_from_709_included():
    fp = _fp()
    at = ms.EscapeCheck(fp, 1.0, 800.0, 709.0)
    assert at.bound == math.inf and at.holds               # 800 >= 709: holds, read in logs
    assert at.log_slack == 91.0
    below = ms.EscapeCheck(fp, 1.0, 800.0, 708.0)
    assert below.bound == math.exp(708.0)
    assert at.to_dict()["escape_bound"] == math.inf
