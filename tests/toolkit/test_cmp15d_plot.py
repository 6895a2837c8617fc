"""cmp15d: plot_rectangles' default round-off band, plot_nlogn's fit with an n < 3 row,
and fit_to_content(resize=True)'s figure height (each from the function's docstring)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("matplotlib")

import matplotlib.pyplot as plt  # noqa: E402

from toolkit import plot  # noqa: E402


def test_rectangles_roundoff_band_reaches_the_largest_bound():
    # docstring: the band runs "up to the largest error bound of result" (NaN bounds skipped)
    table = SimpleNamespace(log_r=np.array([-1e-3, 2e-2, 0.5]), bound=np.array([1e-14, 1e-9, np.nan]))
    ax = plot.plot_rectangles(table)
    spans = [p for p in ax.patches if hasattr(p, "get_width")]
    assert len(spans) == 1
    lo, hi = spans[0].get_x(), spans[0].get_x() + spans[0].get_width()
    assert lo == 1e-17 and hi == pytest.approx(1e-9, rel=1e-9)
    plt.close(ax.figure)


def test_nlogn_fit_uses_the_rows_from_n_3_even_with_an_n_2_row():
    # least squares of t = c n ln n over n >= 3 only: c = sum(x t) / sum(x^2), x = n ln n;
    # an n = 2 row is left out of the fit, it does not void it
    rows = [SimpleNamespace(n=2, t_mix=5, bound=9), SimpleNamespace(n=3, t_mix=10, bound=20),
            SimpleNamespace(n=4, t_mix=17, bound=30)]
    x = np.array([3 * math.log(3), 4 * math.log(4)])
    c = float(x @ np.array([10.0, 17.0]) / (x @ x))
    ax = plot.plot_nlogn(SimpleNamespace(rows=rows, eps=0.25))
    fit = [ln for ln in ax.lines if ln.get_label().startswith("fit")]
    assert len(fit) == 1 and fit[0].get_label() == rf"fit ${c:.2f}\,n\ln n$"
    g = fit[0].get_xdata()
    np.testing.assert_allclose(fit[0].get_ydata(), c * g * np.log(g), rtol=1e-12)
    plt.close(ax.figure)


def test_fit_to_content_resize_height_is_the_drawing_plus_title():
    # docstring: the figure's height becomes the drawing's height plus title_in inches; the
    # drawing's height is the markers' vertical extent (centres +- radius) with pad on each side
    fig, ax = plt.subplots(figsize=(4, 6))
    ax.scatter([0, 0], [-1, 1], s=400)                 # radius sqrt(400)/2 = 10 pt
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.5, 1.5)
    ax.set_axis_off()
    fig.canvas.draw()
    y_px = ax.transData.transform([[0, -1], [0, 1]])[:, 1]
    r_px = 10 * fig.dpi / 72
    want = (y_px[1] - y_px[0] + 2 * r_px) * (1 + 2 * 0.03) / fig.dpi + 0.8
    assert want > 3                                     # a tall drawing: well above the 1.5 in floor
    plot.fit_to_content(ax, resize=True)
    assert fig.get_figheight() == pytest.approx(want, rel=1e-6)
    plt.close(fig)
