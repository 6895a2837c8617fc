"""prm27d: plot_tv_curve on a bare profile marks ``t_mix = min{t : d(t) <= eps}`` (the first t).

toolkit.plot.plot_tv_curve (docstring): ``d(t)`` with ``eps`` and ``t_mix`` marked. On a
profile below ``eps`` at several times the mark is the first of them: d = 0.9, 0.5, 0.2, 0.1,
0.05 at eps = 0.25 gives t_mix = 2 (not 4, the last time below).
"""

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from toolkit.plot import plot_tv_curve  # noqa: E402


def test_tmix_mark_is_first_time_below_eps():
    d = np.array([0.9, 0.5, 0.2, 0.1, 0.05])
    ax = plot_tv_curve(d, eps=0.25)
    try:
        labels = [ln.get_label() for ln in ax.get_lines()]
        assert r"$t_{\mathrm{mix}} = 2$" in labels
        vlines = [ln for ln in ax.get_lines() if ln.get_label().startswith("$t_")]
        assert len(vlines) == 1 and list(vlines[0].get_xdata()) == [2, 2]
    finally:
        import matplotlib.pyplot as plt
        plt.close(ax.figure)
