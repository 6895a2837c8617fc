"""The one copy of the local margin and the move deficit (toolkit/_margins.py), and the two
tie rules built on it: exact's zero-temperature graph (deficits up to 1e-9 are argmax moves)
and the sampled quench (keeps ``x_i`` only on an exact tie)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.basins import TIE_ATOL, fixed_points, local_margins, uphill_moves, zero_temperature_graph
from toolkit._margins import deficits, margins, max_others, state_margins
from toolkit.metastable import QUENCH_TIE_ATOL, local_margin, quench
from toolkit.models import IndependentSites, LogitTable


def _by_definition(row):
    """``l(a) - max_{b != a} l(b)`` and ``max_b l(b) - l(a)`` by a loop over the tokens, in
    the row's own dtype (DESIGN.md section 1, uniform local margin)."""
    q = len(row)
    m = [row[a] - max(row[b] for b in range(q) if b != a) for a in range(q)]
    d = [max(row) - row[a] for a in range(q)]
    return np.array(m, dtype=row.dtype), np.array(d, dtype=row.dtype)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_margins_and_deficits_are_the_definition_bit_for_bit(dtype):
    rng = np.random.default_rng(7)
    # small integers: ties at the top, in second place and everywhere; plus continuous rows
    rows = np.concatenate([rng.integers(-2, 3, size=(200, 4)), rng.normal(size=(50, 4)) * 3]).astype(dtype)
    ref_m, ref_d = zip(*(_by_definition(r) for r in rows), strict=True)
    got_m, got_d = margins(rows), deficits(rows)
    assert got_m.dtype == dtype and got_d.dtype == dtype
    np.testing.assert_array_equal(got_m, np.array(ref_m))
    np.testing.assert_array_equal(got_d, np.array(ref_d))
    np.testing.assert_array_equal(rows - max_others(rows), got_m)
    # along the token axis of a (left, q, right) block, as exact's SiteLogits.site gives it
    block = rows[:240].reshape(6, 4, 10, 4).transpose(0, 3, 1, 2).reshape(6, 4, 40)
    ref = np.stack([np.stack([_by_definition(block[k, :, r])[0] for r in range(40)], axis=1) for k in range(6)])
    np.testing.assert_array_equal(margins(block, axis=1), ref)
    # a tie at the top: margin 0 for both tied tokens; one token alone: no other, margin inf
    assert margins(np.array([1.0, 0.0, 1.0])).tolist() == [0.0, -1.0, 0.0]
    assert margins(np.array([[2.5]])).tolist() == [[np.inf]]


def test_state_margins_min_over_sites_and_both_sides_read_it():
    """``gamma(x) = min_i margin_i(x_i)`` by hand on a two-site table with ties, and the
    exact enumeration and the sampled call site give the same numbers bit for bit."""
    # n = 2, q = 3; table[i, c, a] = l_i(a; other site = c)
    table = np.array([[[1.0, 1.0, 0.0], [0.0, 2.0, 1.5], [3.0, 0.0, 0.0]],
                      [[0.5, 0.0, 0.5], [0.0, 0.0, 4.0], [1.0, 2.0, 3.0]]])
    model = LogitTable(table)
    X = np.array([[a, b] for a in range(3) for b in range(3)])
    ref = np.array([min(table[0, b, a] - max(table[0, b, c] for c in range(3) if c != a),
                        table[1, a, b] - max(table[1, a, c] for c in range(3) if c != b)) for a, b in X])
    L = np.stack([model.logits(X, np.full(9, i)) for i in range(2)], axis=1)
    np.testing.assert_array_equal(state_margins(L, X), ref)
    np.testing.assert_array_equal(local_margin(model, X), ref)
    np.testing.assert_array_equal(local_margins(model), ref)
    # state (0, 0): l_0 ties (1, 1, 0) -> margin 0 at site 0, so not a strict fixed point
    assert ref[0] == 0.0 and 0 not in [fp.index for fp in fixed_points(model)]


@pytest.mark.parametrize("gap, exact_edge_back, quench_moves", [
    (0.0, True, False),      # an exact tie: both sides call it argmax; the quench keeps x_i
    (1e-10, True, True),     # within exact's 1e-9: an argmax move there; the quench moves (tolerance 0)
    (1e-8, False, True),     # beyond 1e-9: uphill for exact too
])
def test_each_side_keeps_its_tie_rule(gap, exact_edge_back, quench_moves):
    """One site, logits ``(1, 1 - gap, 0)``. Exact's zero-temperature graph counts a move of
    deficit <= TIE_ATOL = 1e-9 as an argmax move (an edge, and no uphill step); the quench
    keeps ``x_i`` only at deficit 0 (QUENCH_TIE_ATOL), else moves to the first argmax."""
    assert TIE_ATOL == 1e-9 and QUENCH_TIE_ATOL == 0.0
    model = IndependentSites(np.array([[1.0, 1.0 - gap, 0.0]]))
    G = zero_temperature_graph(model)
    assert G.has_edge(1, 0) and G.has_edge(2, 0) and not G.has_edge(0, 2)
    assert G.has_edge(0, 1) is exact_edge_back
    # leaving {0}: the move to 1 costs deficit `gap`, flat (k = 0, V = 0) when within the tolerance
    k, V = uphill_moves(model, 0, np.array([True, False, False]))
    assert (k, V) == ((0, 0.0) if exact_edge_back else (1, pytest.approx(gap, rel=1e-6, abs=0)))
    y, conv = quench(model, np.array([[1], [2], [0]]))
    assert conv.all()
    assert y[:, 0].tolist() == [0 if quench_moves else 1, 0, 0]
    # the margin is the raw difference: state 0 is a strict fixed point whenever gap > 0
    assert [fp.index for fp in fixed_points(model)] == ([0] if gap > 0 else [])
