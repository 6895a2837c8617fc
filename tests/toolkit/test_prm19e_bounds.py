"""prm19e (issue 30): ``MixingBounds.to_dict`` writes each documented array under its own key:
``d_upper`` the one-sided upper bounds, ``d_upper_value`` the point estimate (fraction apart),
``d_lower`` the lower bounds (class docstring)."""

from __future__ import annotations

import numpy as np

from toolkit.bounds import MixingBounds


def test_to_dict_keeps_the_point_estimate_apart_from_the_upper_bound():
    times = np.array([1, 2, 4])
    up, val, lo = np.array([0.9, 0.6, 0.2]), np.array([0.5, 0.25, 0.0]), np.array([0.4, 0.1, 0.0])
    b = MixingBounds(times=times, d_upper=up, d_upper_value=val, d_lower=lo,
                     meeting_times=np.array([[3.0, 1.0], [2.0, np.inf]]), eps=0.25)
    d = b.to_dict()
    assert d["d_upper"] == [0.9, 0.6, 0.2]
    assert d["d_upper_value"] == [0.5, 0.25, 0.0]
    assert d["d_lower"] == [0.4, 0.1, 0.0]
    assert d["times"] == [1, 2, 4] and d["n_censored"] == 1
