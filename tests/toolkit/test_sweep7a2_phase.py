"""Sweep 7, group a2 (issue 30): toolkit.phase's promises left open by the automatic sample.

PhaseGrid.to_dict names every value by its field's name (the --json document; a renamed key is
a silent break for its readers), and plot_susceptibility draws one curve per n in colours far
enough apart to tell the sizes apart (viridis over [0, 0.9]: neighbours differ visibly)."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

from toolkit.app.phase import exact_phase_grid
from toolkit.phase import PhaseGrid, plot_susceptibility


def _grid() -> PhaseGrid:
    n = np.array([2, 3])
    T = np.array([0.5, 1.0, 2.0])
    return PhaseGrid(label="toy", method="exact", temperatures=T, n_values=n,
                     mixing=np.array([[5.0, 7.0, 9.0], [6.0, 8.0, 10.0]]), mixing_label="t_mix",
                     susceptibility=np.array([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]]),
                     susceptibility_stderr=np.zeros((2, 3)), order_mean=np.full((2, 3), 0.7), order_label="m",
                     mixing_resolved=np.array([[True, True, False], [True, True, True]]), notes=("a note",),
                     extra={"iat_sweeps": np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])}, n_computed=4, n_reused=2,
                     seconds=1.5)


def test_to_dict_names_every_value_by_its_field():
    g = _grid()
    d = g.to_dict()
    assert set(d) == {"label", "method", "temperatures", "n_values", "mixing_label", "mixing", "mixing_resolved",
                      "susceptibility", "susceptibility_stderr", "order_mean", "order_label", "notes", "extra",
                      "n_computed", "n_reused", "seconds"}
    assert d["label"] == "toy" and d["method"] == "exact" and d["mixing_label"] == "t_mix" and d["order_label"] == "m"
    assert d["temperatures"] == [0.5, 1.0, 2.0] and d["n_values"] == [2, 3]
    assert d["mixing"] == [[5.0, 7.0, 9.0], [6.0, 8.0, 10.0]]
    assert d["mixing_resolved"] == [[True, True, False], [True, True, True]]
    assert d["susceptibility"] == [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]]
    assert d["susceptibility_stderr"] == [[0.0] * 3] * 2 and d["order_mean"] == [[0.7] * 3] * 2
    assert d["notes"] == ["a note"] and d["extra"] == {"iat_sweeps": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}
    assert d["n_computed"] == 4 and d["n_reused"] == 2 and d["seconds"] == 1.5
    json.dumps(d)   # plain JSON types only


def test_susceptibility_curves_have_distinguishable_colours(tmp_path):
    plt = pytest.importorskip("matplotlib.pyplot")
    g = exact_phase_grid(tmp_path / "e.sqlite", n_values=[2, 3, 4, 5], temperatures=[0.6, 1.0, 1.7])
    fig = plot_susceptibility(g)
    try:
        lines = [ln for ln in fig.axes[0].get_lines() if ln.get_label().startswith("n = ")]
        assert [ln.get_label() for ln in lines] == ["n = 2", "n = 3", "n = 4", "n = 5"]
        rgb = [np.array(plt.matplotlib.colors.to_rgb(ln.get_color())) for ln in lines]
        # four curves spread over viridis [0, 0.9]: neighbours 0.3 apart on the map, > 0.2 apart in RGB
        assert min(np.linalg.norm(a - b) for a, b in itertools.combinations(rgb, 2)) > 0.2
        assert [ln.get_label() for ln in fig.axes[1].get_lines()][:4] == ["n = 2", "n = 3", "n = 4", "n = 5"]
    finally:
        plt.close(fig)
