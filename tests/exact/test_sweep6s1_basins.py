"""Contract sweep 6, group s1 (issue 30): exact/basins.py's promises that no other test pins:
fixed points largest margin first (with unequal margins), the exclusive basin by default, the
fewest-uphill count and the least cost taken over different paths, the guards of uphill_moves at
their boundaries, and the basins' text."""

from __future__ import annotations

import numpy as np
import pytest

from exact.basins import basins, fixed_points, least_uphill_path, local_margins, uphill_moves
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts


def test_fixed_points_largest_margin_first():
    # two-site Potts, coupling 2, field (0, 0.5): l_i(a) = 2 [x_j = a] + h_a. State (0, 0): margin
    # 2 + 0 - 0.5 = 1.5 at both sites; (1, 1): 2 + 0.5 - 0 = 2.5; (0, 1), (1, 0): negative
    model = potts(2, 2, 2.0, field=np.array([0.0, 0.5]))
    np.testing.assert_allclose(local_margins(model), [1.5, -2.5, -2.5, 2.5], rtol=0, atol=1e-12)
    fps = fixed_points(model)
    assert [f.index for f in fps] == [3, 0]                    # largest margin first, not index order
    assert [f.state for f in fps] == [(1, 1), (0, 0)]
    assert [f.gamma for f in fps] == pytest.approx([2.5, 1.5], abs=1e-12)
    assert fps[0].text == "1 1" and str(fps[1]) == "[0 0] (gamma = 1.5)"


def test_basin_is_exclusive_by_default():
    # two sites, ferromagnet: 01 can go to 00 or 11 (both moves are argmax): it reaches both
    b2 = basins(potts(2, 2, 1.0))
    assert b2.labels.tolist()[1] == -1 and b2.labels.tolist()[2] == -1
    k = b2.attractor_of(0)
    assert np.flatnonzero(b2.basin(k)).tolist() == [0]
    assert np.flatnonzero(b2.basin(k, exclusive=False)).tolist() == [0, 1, 2]
    assert "states reaching several attractors: 2" in str(b2)


def test_fewest_uphill_moves_and_least_cost_over_different_paths():
    # leaving {0, 1, 2} from 0: directly 0 -> 3 is one uphill move of deficit 5; the path
    # 0 -> 1 -> 2 -> 3 takes two uphill moves of deficit 1 and a flat one: k = 1, V = 2
    src = np.array([0, 0, 1, 2])
    dst = np.array([3, 1, 2, 3])
    deficit = np.array([5.0, 1.0, 1.0, 0.0])
    mask = np.array([True, True, True, False])
    assert least_uphill_path(4, src, dst, deficit, 0, mask) == (1, 2.0)


def test_uphill_moves_guards_at_their_boundaries():
    model = IndependentSites(np.array([[1.0, 0.0], [0.0, 0.5]]))   # 4 states
    mask = np.array([True, True, True, False])
    # index = 2 x_0 + x_1 (site 0 the leading digit). From 0 = (0, 0): 0 -> 1 = (0, 1) is argmax
    # (site 1 prefers 1), then site 0 must go uphill to 1 (deficit 1): k = 1, V = 1
    assert uphill_moves(model, 0, mask) == (1, pytest.approx(1.0, abs=1e-12))
    # the last state inside the set is allowed: from 2 = (1, 0), site 1 to 1 is argmax: k = 0, V = 0
    assert uphill_moves(model, 2, mask) == (0, 0.0)
    with pytest.raises(InvalidInputError, match="start"):
        uphill_moves(model, 3, mask)                        # outside the set
    with pytest.raises(InvalidInputError, match="start"):
        uphill_moves(model, 4, np.array([True] * 3 + [False]))   # past the last state
    with pytest.raises(InvalidInputError, match="selects no state"):
        uphill_moves(model, 0, np.zeros(4, dtype=bool))
    with pytest.raises(InvalidInputError, match="selects all 4 states"):
        uphill_moves(model, 0, np.ones(4, dtype=bool))
    one = np.array([False, True, False, False])             # a set of one state: allowed
    assert uphill_moves(model, 1, one)[0] >= 0


def test_tie_allowance_is_passed_and_a_cycle_is_an_attractor():
    # one site, logits (1, 1 - 1e-6): with the default 1e-9 only 1 -> 0 is an argmax move (state 0 a
    # fixed point); with tie_atol = 1e-5 both moves are, and {0, 1} is one attractor, a cycle
    from exact.basins import zero_temperature_graph

    model = IndependentSites(np.array([[1.0, 1.0 - 1e-6]]))
    G = zero_temperature_graph(model)
    assert set(G.edges) == {(1, 0)}
    assert set(zero_temperature_graph(model, tie_atol=1e-5).edges) == {(0, 1), (1, 0)}
    b = basins(model)
    assert b.n_attractors == 1 and b.kind(0) == "fixed point" and b.attractors[0].tolist() == [0]
    b = basins(model, tie_atol=1e-5)
    assert b.n_attractors == 1 and b.kind(0) == "cycle" and b.attractors[0].tolist() == [0, 1]
    k, V = uphill_moves(model, 0, np.array([True, False]), tie_atol=1e-5)
    assert (k, V) == (0, 0.0)


def test_fixed_point_text_uses_the_model_tokens():
    model = IndependentSites(np.array([[0.0, 2.0], [1.5, 0.0]]))
    model.tokens = ("no", "yes")
    (fp,) = fixed_points(model)
    assert fp.state == (1, 0) and fp.text == "yes no" and fp.gamma == pytest.approx(1.5, abs=1e-12)


def test_text_table_counts_each_exclusive_basin():
    # potts(2, 3, 1) with field (0, 0.6): the exclusive basin sizes recomputed with networkx's
    # reachability on the argmax graph, against the rows of the text table
    import networkx as nx

    from exact.basins import zero_temperature_graph

    model = potts(2, 3, 1.0, field=np.array([0.0, 0.6]))
    b = basins(model)
    G = zero_temperature_graph(model)
    atts = [set(a.tolist()) for a in b.attractors]
    sizes = [0] * len(atts)
    several = 0
    for x in G.nodes:
        reach = nx.descendants(G, x) | {x}
        hit = [k for k, a in enumerate(atts) if reach & a]
        if len(hit) == 1:
            sizes[hit[0]] += 1
        else:
            several += 1
    rows = [ln.split() for ln in str(b).splitlines()[2:2 + len(atts)]]
    assert [int(r[-1]) for r in rows] == sizes and sum(sizes) > len(atts)
    assert str(b).endswith(f"states reaching several attractors: {several}")
