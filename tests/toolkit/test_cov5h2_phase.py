"""Coverage-driven tests of toolkit/phase.py (issue 30, branch cov5h2): PhaseGrid's text
forms, sampled_phase_grid's argument checks (refused before any model loads), the figure
helpers' number formats and cell edges, the heat map's '>' marks on unresolved values and
the error bars of a sampled grid; each against the docstring or a hand-computed value."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

from toolkit.app.phase import exact_phase_grid
from toolkit.exceptions import InvalidInputError
from toolkit.phase import PhaseGrid, _compact, _edges, sampled_phase_grid


def _grid(**kw):
    base = dict(label="toy", method="sampled", temperatures=np.array([0.5, 2.0, 4.0]), n_values=np.array([2, 3]),
                mixing=np.array([[12.0, 1500.0, 5.0], [25000.0, np.nan, 7.0]]), mixing_label="escape (sweeps)",
                susceptibility=np.array([[1.0, 2.0, 1.0], [3.0, 4.0, 1.0]]),
                susceptibility_stderr=np.array([[0.1, 0.1, 0.1], [0.2, 0.2, 0.2]]),
                order_mean=np.array([[0.9, 0.5, 0.1], [0.8, 0.4, 0.2]]), order_label="m",
                mixing_resolved=np.array([[False, True, True], [True, True, True]]), seconds=1.25)
    base.update(kw)
    return PhaseGrid(**base)


def test_table_str_and_to_dict():
    g = _grid()
    with pytest.raises(InvalidInputError, match="`quantity` must be 'mixing', 'susceptibility' or 'order_mean'; "
                                                "got 'binder'"):
        g.table("binder")
    t = g.table("order_mean").splitlines()
    assert t[0].split() == ["n", "\\", "T", "0.5", "2", "4"]  # header: "n \ T" then each T by :g
    assert t[2].split() == ["2", "0.9", "0.5", "0.1"] and t[3].split() == ["3", "0.8", "0.4", "0.2"]  # one row per n
    s = str(g)
    assert s.startswith("PhaseGrid(toy, sampled, n = [2, 3], 3 temperatures, 1.2 s)")
    assert "escape (sweeps):" in s and "susceptibility n Var(m), m:" in s
    d = g.to_dict()
    assert d["n_values"] == [2, 3] and d["temperatures"] == [0.5, 2.0, 4.0]
    assert d["mixing_resolved"] == [[False, True, True], [True, True, True]] and d["order_label"] == "m"
    assert math.isnan(d["mixing"][1][1]) and d["susceptibility_stderr"] == [[0.1, 0.1, 0.1], [0.2, 0.2, 0.2]]


def test_sampled_grid_argument_checks():
    # all refused before the default model (tiny-en) would be loaded
    with pytest.raises(InvalidInputError, match="`n_values` is empty"):
        sampled_phase_grid(n_values=[])
    with pytest.raises(InvalidInputError, match="`n_values` go up to 4 but only 3 `slots` are given"):
        sampled_phase_grid(n_values=[2, 4], slots=[0, 1, 2])
    with pytest.raises(InvalidInputError, match="`burn_in_sweeps` must be < n_sweeps=5; got 5"):
        sampled_phase_grid(n_values=[2], n_sweeps=5, burn_in_sweeps=5)
    with pytest.raises(InvalidInputError, match="`n_groups` must be <= n_chains/2 = 4; got 5"):
        sampled_phase_grid(n_values=[2], n_chains=8, n_groups=5)


def test_compact_and_edges():
    # _compact: '-' when not finite, thousands as k (no decimal from 10^4, one below), integers from 10
    assert [_compact(v) for v in (math.nan, 25000.0, 1500.0, 12.4, 0.1234)] == ["-", "25k", "1.5k", "12", "0.12"]
    # one value: edges at x -/+ 0.5 (in log for log scale)
    np.testing.assert_allclose(_edges(np.array([3]), False), [2.5, 3.5])
    np.testing.assert_allclose(_edges(np.array([2.0]), True), [2.0 * math.exp(-0.5), 2.0 * math.exp(0.5)])
    # several: midpoints, then the ends mirrored (geometric midpoint sqrt(1*4) = 2 in log)
    np.testing.assert_allclose(_edges(np.array([1.0, 4.0]), True), [0.5, 2.0, 8.0])


def test_heat_map_marks_unresolved_on_a_given_axis(tmp_path):
    plt = pytest.importorskip("matplotlib.pyplot")
    from toolkit.phase import plot_heat_map

    fig0, ax = plt.subplots()
    fig = plot_heat_map(_grid(), ax=ax, path=tmp_path / "h.png")
    assert fig is fig0  # drawn on the given axis's figure
    texts = sorted(t.get_text() for t in ax.texts)
    # mixing 12 unresolved -> ">12"; 1500 -> "1.5k"; 25000 -> "25k"; NaN -> "const"; 5, 7 -> "5", "7"
    assert texts == sorted([">12", "1.5k", "5", "25k", "const", "7"])
    assert (tmp_path / "h.png").stat().st_size > 0
    plt.close(fig)


def test_susceptibility_error_bars_when_sampled(tmp_path):
    plt = pytest.importorskip("matplotlib.pyplot")
    from matplotlib.container import ErrorbarContainer

    from toolkit.phase import plot_susceptibility

    g = exact_phase_grid(tmp_path / "e.sqlite", n_values=[2, 3, 4], temperatures=[0.6, 1.0, 1.7])
    analysis = g.finite_size()
    exact_fig = plot_susceptibility(g, analysis=analysis)
    assert not any(isinstance(c, ErrorbarContainer) for c in exact_fig.axes[0].containers)
    s = dataclasses.replace(g, susceptibility_stderr=np.full_like(g.susceptibility, 0.05), method="sampled")
    fig = plot_susceptibility(s, analysis=analysis, path=tmp_path / "c.png")
    bars = [c for c in fig.axes[0].containers if isinstance(c, ErrorbarContainer)]
    assert len(bars) == 3  # one curve with error bars per n
    assert (tmp_path / "c.png").stat().st_size > 0
    plt.close(fig)
    plt.close(exact_fig)
