"""prm25a: plot_rectangles' default round-off band runs from ``floor`` up to the LARGEST error
bound of the result (its docstring), not the smallest."""

import types

import numpy as np

from toolkit.plot import plot_rectangles, pyplot


def test_default_roundoff_band_ends_at_largest_bound():
    res = types.SimpleNamespace(log_r=np.array([1e-3, -1e-2, 2e-4]), bound=np.array([1e-12, 1e-8, 1e-10]))
    ax = plot_rectangles(res, floor=1e-17)
    try:
        spans = [p for p in ax.patches if type(p).__name__ == "Rectangle"]
        assert len(spans) == 1
        x0 = spans[0].get_x()
        x1 = x0 + spans[0].get_width()
        assert x0 == 1e-17 and abs(x1 - 1e-8) <= 1e-20
    finally:
        pyplot().close(ax.figure)
