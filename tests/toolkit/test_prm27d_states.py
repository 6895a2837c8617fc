"""prm27d: a NaN distance never counts as reached.

toolkit._states.tie_or_below (docstring): ``d(t)`` counts as ``<= eps`` when below it, or above
by at most ``TIE_ATOL`` and by no more than the last step's decrease. A NaN ``d(t)`` (a missing
or failed distance) is neither: the rule must answer False there (IEEE comparisons with NaN are
false), elementwise, next to entries that do count.
"""

import math

import numpy as np

from toolkit._states import TIE_ATOL, tie_or_below


def test_nan_distance_not_reached():
    assert not bool(tie_or_below(math.nan, 1.0, 0.25))
    assert not bool(tie_or_below(math.nan, math.nan, 0.25))
    d = np.array([0.1, math.nan, 0.25 + TIE_ATOL / 2, math.nan])
    d_prev = np.array([0.3, 0.3, 0.3, 0.25])
    assert tie_or_below(d, d_prev, 0.25).tolist() == [True, False, True, False]
