"""harden9b (issue 30): the zero-temperature dynamics with ``tie_atol = 0``.

Module docstring: from ``x`` the argmax dynamics moves to the state with ``x_i`` replaced by
an argmax ``a != x_i``; a move's deficit is ``max_b l_i(b) - l_i(a)``, exactly 0 for an argmax,
so with no tolerance the argmax moves are still there (``deficit <= tie_atol``)."""

from __future__ import annotations

import numpy as np

from exact.basins import basins, uphill_moves
from toolkit.models import IndependentSites


def test_tie_atol_zero_keeps_argmax_moves():
    # one site, logits (1, 0): state 1 moves to 0 (deficit 0), state 0 is the one fixed point
    b = basins(IndependentSites(np.array([[1.0, 0.0]])), tie_atol=0.0)
    assert b.n_attractors == 1
    assert b.attractors[0].tolist() == [0]
    assert b.labels.tolist() == [0, 0]


def test_tie_atol_zero_exact_tie_is_not_uphill():
    # two sites; site 1's logits tie exactly (0, 0): from (0, 0) the move to (0, 1) has deficit 0
    m = IndependentSites(np.array([[1.0, 0.0], [0.0, 0.0]]))
    mask = np.array([True, False, False, False])   # states in order (0,0), (0,1), (1,0), (1,1)
    k, V = uphill_moves(m, 0, mask, tie_atol=0.0)
    assert (k, V) == (0, 0.0)
