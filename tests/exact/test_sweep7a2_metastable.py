"""Sweep 7, group a2 (issue 30): exact.metastable.conductance in logarithms for a kernel with moves.

Two independent sites with logits (0, -400) (T = 1): pi(1, 1) = e^-800 / (1 + e^-400)^2, below
float64's range, yet Phi({(1, 1)}) = P((1, 1), S^c) = 1/2 * 2 * 1 / (1 + e^-400) = 1 to double
precision; Phi({(0, 1)}) = P((0, 1), S^c) = 1/2 * (1 / (1 + e^-400) + e^-400 / (1 + e^-400)) = 1/2
(random scan: a site picked w.p. 1/2 and redrawn from its conditional). A dense matrix by hand too."""

from __future__ import annotations

import numpy as np
import pytest

from exact import metastable
from exact.kernel import glauber_kernel
from toolkit.models import Pairwise


def test_conductance_of_sets_below_float_range():
    m = Pairwise(np.array([[0.0, -400.0], [0.0, -400.0]]), np.zeros((2, 2, 2, 2)))
    K = glauber_kernel(m, temperature=1.0)
    # states in StateSpace order (site 0 most significant): (0,0), (0,1), (1,0), (1,1)
    assert metastable.conductance(K, np.array([False, False, False, True])) == pytest.approx(1.0, rel=1e-12)
    assert metastable.conductance(K, np.array([False, True, False, False])) == pytest.approx(0.5, rel=1e-12)
    assert metastable.conductance(K, np.array([False, False, True, False])) == pytest.approx(0.5, rel=1e-12)
    # the complement of (1,1): Q = pi(1,1) P((1,1), S^c) = e^-800 / pi(S^c): below the doubles, 0
    assert metastable.conductance(K, np.array([True, True, True, False])) == 0.0


def test_conductance_of_a_dense_matrix_by_hand():
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    pi = np.array([0.25, 0.5, 0.25])     # detailed balance: pi P = pi
    # S = {0}: Q = 0.25 * 0.5 = 0.125, pi(S) = 0.25: 1/2; S = {0, 1}: Q = 0.5 * 0.25, pi(S) = 0.75: 1/6
    assert metastable.conductance(P, np.array([True, False, False]), pi=pi) == pytest.approx(0.5, rel=1e-14)
    assert metastable.conductance(P, np.array([True, True, False]), pi=pi) == pytest.approx(1 / 6, rel=1e-14)
    assert metastable.conductance(P, np.array([True, True, False])) == pytest.approx(1 / 6, rel=1e-12)


def test_conductance_flows_balance_on_a_non_reversible_chain():
    # any stationary chain: Q(S, S^c) = Q(S^c, S), so pi(S) Phi(S) = pi(S^c) Phi(S^c); a cyclic,
    # non-reversible 3-state chain with pi uniform (doubly stochastic)
    P = np.array([[0.2, 0.7, 0.1], [0.1, 0.2, 0.7], [0.7, 0.1, 0.2]])
    pi = np.full(3, 1 / 3)
    S = np.array([True, False, False])
    # Phi({0}) = P(0, 1) + P(0, 2) = 0.8; Phi({1, 2}) = (1/3 * 0.1 + 1/3 * 0.7) / (2/3) = 0.4
    assert metastable.conductance(P, S, pi=pi) == pytest.approx(0.8, rel=1e-14)
    assert metastable.conductance(P, ~S, pi=pi) == pytest.approx(0.4, rel=1e-14)
    S2 = np.array([True, True, False])
    # Phi({0, 1}) = (1/3 * 0.1 + 1/3 * 0.7) / (2/3) = 0.4
    assert metastable.conductance(P, S2, pi=pi) == pytest.approx(0.4, rel=1e-14)
