"""abs12b: ``plot_rectangles`` draws ``|log R|`` of an array of signed ``log R``.

Its docstring: the distribution of ``|log R|``; an array of ``log R`` is accepted. For
``log R = (-1, 1, -10)`` and bins ``(1e-17, 1e-3, 5, 100)``, ``|log R| = (1, 1, 10)`` puts a
fraction 2/3 in the bin ``[1e-3, 5)`` and 1/3 in ``[5, 100)``, nothing at the floor (the signed
values would put the two negative ones at the floor: 2/3 in the first bin).
"""

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from toolkit.plot import plot_rectangles  # noqa: E402


def test_plot_rectangles_draws_abs_log_r_of_signed_values():
    import matplotlib.pyplot as plt

    ax = plot_rectangles(np.array([-1.0, 1.0, -10.0]), bins=[1e-17, 1e-3, 5.0, 100.0], roundoff=False)
    try:
        xy = np.asarray(ax.patches[0].get_xy())
        # the step outline: height 0 over [1e-17, 1e-3), 2/3 over [1e-3, 5), 1/3 over [5, 100)
        at_floor = xy[np.isclose(xy[:, 0], 1e-17, rtol=0, atol=1e-30), 1]
        assert np.all(at_floor == pytest.approx(0.0)), xy
        at_5 = xy[np.isclose(xy[:, 0], 5.0), 1]
        assert np.any(np.isclose(at_5, 2 / 3)) and np.any(np.isclose(at_5, 1 / 3)), xy
    finally:
        plt.close(ax.figure)
