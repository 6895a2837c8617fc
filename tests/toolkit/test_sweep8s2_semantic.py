"""Sweep 8 s2 (issue 30): toolkit.semantic's results are frozen dataclasses, as toolkit.results.Result
asks of every result ("declare them @dataclass(frozen=True, eq=False)"): a field cannot be
reassigned after the fact (a basin statistic or a clustering changed in place would no longer
be what the run computed). Checked on BasinStats from hand-made label sequences and on the
other result classes of the module by their dataclass parameters."""

import dataclasses

import numpy as np
import pytest

from toolkit import semantic as sem
from toolkit.results import Result


def test_basin_statistics_cannot_be_reassigned():
    # one chain: runs 0 x2, 1 x3, 0 x1 -> k = 2, basin 0 entered twice (recurrent)
    b = sem.basin_statistics(np.array([0, 0, 1, 1, 1, 0]))
    assert b.k == 2 and b.recurrent == (0,)
    for name, value in (("k", 3), ("traps", ()), ("occupancy", np.ones(2)), ("step", 2)):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(b, name, value)
    assert b.k == 2 and b.recurrent == (0,) and b.step == 1


@pytest.mark.parametrize("cls", [sem.SemanticRun, sem.Clustering, sem.BasinStats, sem.SemanticResult,
                                 sem.SemanticStudy])
def test_every_result_class_is_frozen(cls):
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen
    if issubclass(cls, Result):   # Result compares by results_equal, not by the dataclass' __eq__
        assert not cls.__dataclass_params__.eq


def _graph_result():
    """A stand-in for a SemanticResult: plot_basin_graph reads graph(), temperature and k."""
    from types import SimpleNamespace

    import networkx as nx

    G = nx.DiGraph()
    G.add_node(0, occupancy=0.6, recurrent=True, trap=True, mean_dwell=12.0, text="a b")
    G.add_node(1, occupancy=0.3, recurrent=False, trap=False, mean_dwell=3.0, text="c d")
    G.add_node(2, occupancy=0.1, recurrent=False, trap=False, mean_dwell=2.0, text="e f")
    G.add_edge(0, 1, jump_probability=0.25)
    G.add_edge(1, 2, jump_probability=0.5)
    G.add_edge(0, 0, jump_probability=0.75)   # a self-loop: not drawn
    return SimpleNamespace(graph=lambda: G, temperature=1.0, k=3)


def test_basin_graph_edge_widths_and_node_colours():
    # the docstring: edge width ~ jump probability (0.5 + 4 w points), recurrent basins solid,
    # traps outlined in red
    from matplotlib.colors import to_rgba
    from matplotlib.patches import FancyArrowPatch

    fig = sem.plot_basin_graph(_graph_result())
    ax = fig.axes[0]
    arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    assert sorted(round(a.get_linewidth(), 9) for a in arrows) == [1.5, 2.5]   # 0.5 + 4 x 0.25, 0.5 + 4 x 0.5
    (nodes,) = ax.collections[:1]
    face = [tuple(c) for c in nodes.get_facecolor()]
    edge = [tuple(c) for c in nodes.get_edgecolor()]
    assert face == [to_rgba("tab:blue"), to_rgba("lightsteelblue"), to_rgba("lightsteelblue")]
    assert edge == [to_rgba("red"), to_rgba("white"), to_rgba("white")]
    import matplotlib.pyplot as plt
    plt.close(fig)
