"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.app.mixing_diagram. A cell prints one
number where an exact value pins the bracket (even beside looser bounds) and a range otherwise;
exact_timescales' transfer path reads the coupling as ``J(a, a) - J(a, b)`` (the conditionals
see only that difference), checked on a cycle whose J carries a constant offset against
Glauber's closed form and the enumerated chain."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import analyze
from toolkit.app.mixing_diagram import Cell, exact_timescales
from toolkit.growth import Timescale
from toolkit.models.toy import Pairwise


def _ts(kind, value, low, high, q="t_rel"):
    return Timescale(q, kind, value, low, high, kind, 5, 1.0)


def test_short_prints_the_exact_value_beside_looser_bounds():
    cell = Cell(5, 1.0, (_ts("exact", 12.0, 12.0 - 1e-9, 12.0 + 1e-9), _ts("upper", 20.0, 0.0, 20.0),
                         _ts("lower", 3.0, 3.0, math.inf)), "exact (transfer)")
    assert cell.short() == "rel 12"
    only = Cell(5, 1.0, (_ts("exact", 12.0, 12.0 - 1e-9, 12.0 + 1e-9),), "exact")
    assert only.short() == "rel 12"


def test_short_prints_a_range_without_an_exact_value():
    # bounds alone, even as tight as an exact value's: a range
    cell = Cell(5, 1.0, (_ts("lower", 12.0, 12.0, math.inf), _ts("upper", 12.0, 0.0, 12.0)), "sampled")
    assert cell.short() == "rel 12..12"
    loose = Cell(5, 1.0, (_ts("lower", 3.0, 3.0, math.inf), _ts("upper", 20.0, 0.0, 20.0)), "sampled")
    assert loose.short() == "rel 3..20"


@pytest.mark.parametrize("offset", [0.5, -0.25])
def test_transfer_coupling_is_the_difference_of_j(offset):
    # J(i, i+1) = [[c + d, d], [d, c + d]]: a constant d changes no conditional, so the chain is
    # potts(2, 5, c) on the cycle: t_rel = n / (1 - tanh(c / T)) (Glauber 1963)
    n, c, T = 5, 1.0, 1.5
    M = np.array([[c + offset, offset], [offset, c + offset]])
    J = np.zeros((n, n, 2, 2))
    for i in range(n):
        J[i, (i + 1) % n] = M
        J[(i + 1) % n, i] = M
    model = Pairwise(np.zeros((n, 2)), J)
    ts, method, _ = exact_timescales(model, T)
    (rel,) = [t for t in ts if t.quantity == "t_rel"]
    assert method == "exact (transfer)"
    assert rel.value == pytest.approx(n / (1 - math.tanh(c / T)), rel=1e-12)
    assert rel.value == pytest.approx(analyze(model, temperature=T).relaxation_time, rel=1e-9)
