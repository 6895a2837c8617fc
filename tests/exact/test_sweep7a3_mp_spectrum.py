"""Automatic sweep 7 (issue 30, branch sweep7a3): exact._mp_spectrum.

The budget and precision rules by hand: ``affordable(N, dps)`` is ``N^3 dps <= WORK_MAX`` and
``dps <= DPS_MAX`` (both ends included), ``digits_for(log_gap)`` is ``START_DPS`` for no gap,
a non-finite one or a gap ``>= 1``, else ``START_DPS + ceil(-log_gap / ln 10)``.
"""

from __future__ import annotations

import math

import pytest

from exact import _mp_spectrum as mps


def test_affordable_includes_both_limits():
    assert (mps.WORK_MAX, mps.DPS_MAX, mps.START_DPS) == (4e7, 8000, 40)
    assert mps.affordable(20, 5000)          # 20^3 * 5000 = 4e7 exactly
    assert not mps.affordable(20, 5001)
    assert mps.affordable(2, 8000)           # 8 * 8000 far below the work budget: the digit cap binds
    assert not mps.affordable(2, 8001)
    assert not mps.affordable(40, 700)       # 64000 * 700 = 4.48e7


@pytest.mark.parametrize("log_gap, dps", [(None, 40), (math.inf, 40), (-math.inf, 40), (math.nan, 40), (0.0, 40),
                                          (5.0, 40), (-7 * math.log(10), 47), (-7.5 * math.log(10), 48),
                                          (-1e-3, 41)])
def test_digits_for(log_gap, dps):
    assert mps.digits_for(log_gap) == dps
