"""ops13b: ``plot_rectangles(result, ax=ax)`` draws on the axes it is given.

:func:`toolkit.plot.plot_rectangles` returns "the Axes"; given ``ax`` it draws there (the
report puts it in a panel of its own figure). For ``log R = (0.1, -1, 2)`` the histogram of
``|log R|`` lands on the given axes (one step patch, 3 rectangles in the label) and those
axes are returned.
"""

import numpy as np
import pytest


def test_plot_rectangles_draws_on_the_given_axes():
    pyplot = pytest.importorskip("matplotlib.pyplot")
    from toolkit.plot import plot_rectangles

    fig, (left, right) = pyplot.subplots(1, 2)
    out = plot_rectangles(np.array([0.1, -1.0, 2.0]), ax=right)
    assert out is right
    assert len(right.patches) == 1 and not left.patches
    assert right.patches[0].get_label() == "3 rectangles"
    assert right.get_xscale() == "log"
    pyplot.close(fig)
