"""ign17b: ``toolkit.semantic.plot_basin_graph(path=...)`` saves the figure there (issue 30,
ignored-keyword sweep).

Every plotting function of :mod:`toolkit.semantic` ends in ``_finish(fig, path)``: with a ``path``
the figure is written to that file as well as returned. A one-basin result stands in for a
sampled one (the graph is all the plot reads)."""

from types import SimpleNamespace

import networkx as nx

from toolkit.semantic import plot_basin_graph


def _one_basin():
    G = nx.DiGraph()
    G.add_node(0, occupancy=1.0, mean_dwell=7.0, visits=1, recurrent=False, trap=False, text="a cat")
    return SimpleNamespace(graph=lambda: G, temperature=1.0, k=1)


def test_path_writes_the_figure(tmp_path):
    import matplotlib.pyplot as plt

    out = tmp_path / "basins.png"
    fig = plot_basin_graph(_one_basin(), path=str(out))
    plt.close(fig)
    assert out.is_file() and out.stat().st_size > 1000  # a PNG, not an empty file

