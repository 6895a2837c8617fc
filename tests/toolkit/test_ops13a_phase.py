"""toolkit.phase.plot_heat_map: the log colour scale spans the smallest to the largest positive
value (ops13a, issue 30).

A mixing grid with values 12, 1500, 5 / 25000, NaN, 7 (the cov5h2 grid: its smallest positive
value, 5, is not the last, 7) is drawn on ``LogNorm(5, 25000)``: no cell falls below the scale."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.phase import PhaseGrid, plot_heat_map

pytest.importorskip("matplotlib")


def test_log_scale_spans_the_positive_values():
    g = PhaseGrid(label="toy", method="sampled", temperatures=np.array([0.5, 2.0, 4.0]), n_values=np.array([2, 3]),
                  mixing=np.array([[12.0, 1500.0, 5.0], [25000.0, np.nan, 7.0]]), mixing_label="escape (sweeps)",
                  susceptibility=np.array([[1.0, 2.0, 1.0], [3.0, 4.0, 1.0]]),
                  susceptibility_stderr=np.array([[0.1, 0.1, 0.1], [0.2, 0.2, 0.2]]),
                  order_mean=np.array([[0.9, 0.5, 0.1], [0.8, 0.4, 0.2]]), order_label="m",
                  mixing_resolved=np.array([[False, True, True], [True, True, True]]))
    fig = plot_heat_map(g, annotate=False)
    try:
        mesh = fig.axes[0].collections[0]
        assert (mesh.norm.vmin, mesh.norm.vmax) == (5.0, 25000.0)
    finally:
        import matplotlib.pyplot as plt
        plt.close(fig)
