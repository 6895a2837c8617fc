"""prm18c promise sweep: toolkit.coupling (the printed coupling bound names its level)."""

from __future__ import annotations

import numpy as np

from toolkit.coupling import CoalescenceResult


def test_printed_bound_names_the_level_of_its_upper_ends():
    times = np.array([[1.0, 3.0, 6.0, 2.0, 9.0], [1.0, 1.0, 2.0, 1.0, 1.0]])
    res = CoalescenceResult(times, np.zeros((2, 1)), np.ones((2, 1)), 20, "maximal", 1.0, "random", 0.0)
    # the upper column holds the Wilson ends at tv_bound's level: 95% by default, 99.9% when asked
    assert "upper 95%" in str(res.tv_bound([2]))
    text = str(res.tv_bound([2], level=0.999))
    assert "upper 99.9%" in text and "upper 95%" not in text
