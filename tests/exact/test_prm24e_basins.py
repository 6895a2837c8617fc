"""prm24e (seventh sweep, issue 30): exact.basins's ``max_states`` guard, which every test left at
its default (``benchmarks/results/default-only-args-2026-12-06.md``).

Documented: a model is enumerated only when its ``q**n`` states are at most ``max_states``
(``exact.rectangles.as_site_logits``), else ``StateSpaceTooLargeError``. A 2-colour model on
3 sites has 2**3 = 8 states: ``max_states=4`` must refuse it, ``max_states=8`` accept it."""

from __future__ import annotations

import numpy as np
import pytest

from exact.basins import basins, fixed_points, uphill_moves, zero_temperature_graph
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import IndependentSites


def _model():
    # site 0 prefers colour 0 by 1, the others by 2: one strict fixed point, the all-0 state
    return IndependentSites(np.array([[1.0, 0.0], [2.0, 0.0], [2.0, 0.0]]))


@pytest.mark.parametrize("call", [
    lambda m, s: fixed_points(m, max_states=s),
    lambda m, s: zero_temperature_graph(m, max_states=s),
    lambda m, s: basins(m, max_states=s),
    lambda m, s: uphill_moves(m, 0, np.eye(1, 8, 0, dtype=bool)[0], max_states=s),
], ids=["fixed_points", "zero_temperature_graph", "basins", "uphill_moves"])
def test_max_states_below_q_to_the_n_refuses_the_model(call):
    with pytest.raises(StateSpaceTooLargeError):
        call(_model(), 4)  # 8 states > 4
    call(_model(), 8)  # 8 states <= 8: enumerated


def test_values_at_exactly_q_to_the_n():
    # the all-0 state (index 0) is the only fixed point, margin 1 (site 0's preference)
    fps = fixed_points(_model(), max_states=8)
    assert [p.index for p in fps] == [0]
    # leaving {0}: one uphill move, the cheapest flips site 0 (deficit 1)
    assert uphill_moves(_model(), 0, np.eye(1, 8, 0, dtype=bool)[0], max_states=8) == (1, pytest.approx(1.0))
    assert basins(_model(), max_states=8).n_attractors == 1
