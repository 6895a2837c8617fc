"""ops13b: ``plot_diagram(d, quantity="t_mix")`` draws the ``t_mix`` brackets.

:func:`toolkit.app.mixing_summary.plot_diagram`: "the brackets of ``quantity`` against ``n``
... a marker at their geometric middle". Cells holding both timescales with different
brackets: ``t_rel`` in ``[1, 4]`` (middle 2) and ``t_mix`` in ``[2, 8]`` and ``[1, 100]``
(middles 4 and 10, by hand): asked for ``t_mix`` the markers are at 4 and 10 and the axis
says ``t_mix``.
"""

import math
from types import SimpleNamespace

import pytest

from toolkit.app import mixing_summary as ms
from toolkit.app.mixing_diagram import Cell, MixingDiagram
from toolkit.growth import Timescale


def _cell(n, T, mix):
    ts = (Timescale("t_rel", "lower", 1.0, 1.0, math.inf, "m", n, T), Timescale("t_rel", "upper", 0.0, 0.0, 4.0, "m", n, T),
          Timescale("t_mix", "lower", mix[0], mix[0], math.inf, "m", n, T),
          Timescale("t_mix", "upper", 0.0, 0.0, mix[1], "m", n, T))
    return Cell(n, T, ts, "x")


def test_plot_diagram_draws_the_quantity_asked_for():
    pyplot = pytest.importorskip("matplotlib.pyplot")
    d = MixingDiagram("toy", (4, 8), (1.0,), ((_cell(4, 1.0, (2.0, 8.0)),), (_cell(8, 1.0, (1.0, 100.0)),)),
                      (SimpleNamespace(verdict="polynomial"),), ())
    fig, ax = pyplot.subplots()
    ms.plot_diagram(d, quantity="t_mix", ax=ax)
    (container,) = ax.containers
    assert list(container.lines[0].get_ydata()) == pytest.approx([4.0, 10.0])
    assert ax.get_ylabel() == "t_mix (steps)"
    fig2, ax2 = pyplot.subplots()
    ms.plot_diagram(d, ax=ax2)  # default t_rel: [1, 4] at both sizes, middle 2
    assert list(ax2.containers[0].lines[0].get_ydata()) == pytest.approx([2.0, 2.0])
    pyplot.close(fig)
    pyplot.close(fig2)
