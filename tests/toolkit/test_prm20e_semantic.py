"""prm20e (issue 30): basin statistics with self transitions and several chains: the graph's
``jump_probability`` is over the exits from a basin (``probability`` over all its records), and a
chain's last run ends with that chain."""
from __future__ import annotations

import numpy as np
import pytest

from toolkit.semantic import basin_statistics


def test_jump_probability_over_exits():
    pytest.importorskip("networkx")
    # one chain 0 0 1 1 0: from 0, records go 0->0 once and 0->1 once: probability 1/2; the one
    # exit from 0 goes to 1: jump probability 1
    G = basin_statistics(np.array([[0, 0, 1, 1, 0]])).graph()
    assert G.edges[0, 1]["probability"] == 0.5 and G.edges[0, 1]["jump_probability"] == 1.0


def test_runs_end_with_their_chain():
    # chain 0: 0 0 1 (runs 2, 1); chain 1: 1 1 1 (run 3)
    s = basin_statistics(np.array([[0, 0, 1], [1, 1, 1]]))
    assert s.sojourns[0].tolist() == [2] and sorted(s.sojourns[1].tolist()) == [1, 3]
