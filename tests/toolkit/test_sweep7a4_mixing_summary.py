"""Sweep 7, group a4 (issue 30): toolkit.app.mixing_summary.plot_diagram's documented drawing
("a bar from the low to the high end, a marker at their geometric middle, an open marker at a
lower end alone, coloured by temperature"): the bar ends are the bracket's ends exactly (on an
asymmetric bracket, where the geometric middle is not the arithmetic one), and the k-th of m
temperatures gets viridis(k / (m - 1)), evenly from one end of the map to the other."""

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app import mixing_summary as ms
from toolkit.app.mixing_diagram import Cell, MixingDiagram
from toolkit.growth import Timescale


def _cell(n, T, *ts):
    return Cell(n, T, tuple(Timescale("t_rel", k, lo, lo, hi, "m", n, T) for k, lo, hi in ts), "x")


def _closed(n, T, lo, hi):
    return _cell(n, T, ("lower", lo, math.inf), ("upper", 0.0, hi))


def _diagram(Ts, brackets):
    """brackets[i][j]: (lo, hi) at n_values[i], Ts[j]; hi = inf: a lower end alone."""
    ns = (4, 8)
    cells = tuple(tuple(_closed(n, T, *brackets[i][j]) if math.isfinite(brackets[i][j][1])
                        else _cell(n, T, ("lower", brackets[i][j][0], math.inf))
                        for j, T in enumerate(Ts)) for i, n in enumerate(ns))
    verdicts = tuple(SimpleNamespace(verdict="polynomial") for _ in Ts)
    return MixingDiagram("toy", ns, tuple(Ts), cells, verdicts, ())


def test_error_bars_run_from_the_low_to_the_high_end():
    pyplot = pytest.importorskip("matplotlib.pyplot")
    # [2, 8]: geometric middle 4, bar 2 below and 4 above; [1, 100]: middle 10, 9 below, 90 above
    d = _diagram((1.0,), [[(2.0, 8.0)], [(1.0, 100.0)]])
    fig, ax = pyplot.subplots()
    ms.plot_diagram(d, ax=ax)
    (container,) = ax.containers
    data_line, _, (bars,) = container.lines
    assert list(data_line.get_ydata()) == pytest.approx([4.0, 10.0])
    segs = [np.asarray(s) for s in bars.get_segments()]
    assert [s[:, 0].tolist() for s in segs] == [[4, 4], [8, 8]]
    assert sorted(segs[0][:, 1]) == pytest.approx([2.0, 8.0]) and sorted(segs[1][:, 1]) == pytest.approx([1.0, 100.0])
    assert ax.get_xscale() == ax.get_yscale() == "log"
    assert ax.get_ylabel() == "t_rel (steps)" and ax.get_xlabel() == "n (sites)"
    pyplot.close(fig)


@pytest.mark.parametrize("m", [1, 2, 3, 5])
def test_colours_run_evenly_over_viridis(m):
    pyplot = pytest.importorskip("matplotlib.pyplot")
    Ts = tuple(0.5 * (k + 1) for k in range(m))
    # the last temperature has lower ends only (open markers): same colour rule
    d = _diagram(Ts, [[(2.0, 8.0)] * (m - 1) + [(3.0, math.inf)]] * 2)
    fig, ax = pyplot.subplots()
    ms.plot_diagram(d, ax=ax)
    cmap = pyplot.get_cmap("viridis")
    want = [cmap(k / max(m - 1, 1)) for k in range(m)]   # k / (m - 1): 0 .. 1 inclusive
    closed = [ln for ln in ax.lines if ln.get_marker() == "o"]
    opens = [ln for ln in ax.lines if ln.get_marker() == "^"]
    assert len(closed) == m - 1 and len(opens) == 1
    for k, ln in enumerate(closed):
        assert ln.get_color() == pytest.approx(want[k])
    assert opens[0].get_color() == pytest.approx(want[-1])
    assert [c.get_label() for c in ax.containers] == [f"T={T:g}: polynomial" for T in Ts[:-1]]
    if m >= 2:
        assert want[-1] == pytest.approx(cmap(1.0)) and want[0] == pytest.approx(cmap(0.0))
    pyplot.close(fig)
