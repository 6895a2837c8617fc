"""toolkit.plot.plot_escape: the fitted line spans the plotted 1/T range (ops13a, issue 30).

``plot_escape`` draws the exact points and the least-squares line ``intercept + slope / T``
over a grid from the smallest to the largest ``1/T`` of the scan's rows. Rows listed from low
to high temperature (``1/T = 4, 2, 1``: the last row has the smallest ``1/T``) must give a line
from 1 to 4, with the values of the line at its ends."""

from __future__ import annotations

import types

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from toolkit.plot import plot_escape  # noqa: E402


def test_fit_line_spans_the_rows():
    rows = [types.SimpleNamespace(inv_temperature=b, log_exit_time=2.0 * b, log_bound=2.0 * b - 1.0) for b in (4.0, 2.0, 1.0)]
    scan = types.SimpleNamespace(rows=rows, intercept=0.5, slope=2.0, gamma=2.0)
    ax = plot_escape(scan)
    try:
        line = ax.get_lines()[2]                       # points, bound, then the fit
        x, y = np.asarray(line.get_xdata()), np.asarray(line.get_ydata())
        assert (x.min(), x.max()) == (1.0, 4.0)
        assert y == pytest.approx(0.5 + 2.0 * x, rel=1e-12)
    finally:
        import matplotlib.pyplot as plt
        plt.close(ax.figure)
