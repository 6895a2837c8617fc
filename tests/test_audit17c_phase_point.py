"""Blind audit 17c (issue 30): the relaxation time of toolkit.app.phase_point's transfer
method on a q = 2 uniform cycle is Glauber's closed form for the *effective* Potts coupling
J[0, 1, 0, 0] - J[0, 1, 0, 1] (a constant added to every entry of J[i, j] adds the same
amount to both tokens' logits, so it changes no conditional and no rate)."""

import math

import numpy as np
import pytest

from toolkit.app.phase_point import phase_point
from toolkit.models import Pairwise


def _cycle_with_offset(n: int, c: float, d: float) -> Pairwise:
    """Potts coupling c on the edges of an n-cycle, plus the constant d on every entry of
    each edge's 2 x 2 block: the same conditionals as potts(2, n, c, graph="cycle")."""
    J = np.zeros((n, n, 2, 2))
    for i in range(n):
        j = (i + 1) % n
        J[i, j] = J[j, i] = c * np.eye(2) + d
    return Pairwise(np.zeros((n, 2)), J)


def test_cycle_relaxation_uses_the_effective_coupling_not_the_raw_entry():
    n, c, d, T = 6, 1.0, 0.7, 1.0
    point = phase_point(_cycle_with_offset(n, c, d), T, method="transfer")
    # Glauber (J. Math. Phys. 4, 294 (1963)): gap (1 - tanh(c/T)) / n per step, so the
    # relaxation time in sweeps 1/(n gap) = 1 / (1 - tanh(c/T)); the offset d plays no part
    expected = 1.0 / (1.0 - math.tanh(c / T))
    assert point["relaxation"] == pytest.approx(expected, rel=1e-12)


def test_cycle_relaxation_matches_the_enumerated_chain_with_an_offset():
    # an independent computation: the spectrum of the enumerated 2^6-state kernel
    from exact.markov import ExactChain

    n, c, d, T = 6, 0.8, -0.5, 0.9
    model = _cycle_with_offset(n, c, d)
    point = phase_point(model, T, method="transfer")
    enumerated = ExactChain(model, temperature=T).spectrum.relaxation_time / n
    assert abs(point["relaxation"] - enumerated) <= 1e-9 * enumerated

