"""exact.reversibility: edges with no flow, one-way edges, and a lazy kernel's residual
(harden8h2, issue 30).

Hand values. ``edge_relative_residual`` is ``max_{x != y} |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))``
with ``F(x, y) = pi(x) P(x, y)``: an edge with no flow either way is balanced (0); an edge
with flow one way only gives 1 (its docstring). ``P = I`` has no flow off the diagonal at
all: balanced. The deterministic 3-cycle with uniform ``pi`` has flow ``1/3`` one way and 0
back on every edge: 1. A lazy random-scan kernel ``(1 - lazy) P + lazy I`` has the same
``pi`` and off-diagonal flows scaled by ``1 - lazy``, so its L1 residual
``sum |F(x,y) - F(y,x)|`` is ``(1 - lazy)`` times that of ``P``.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact._linalg import as_dense
from exact.kernel import glauber_kernel
from exact.reversibility import detailed_balance_residual, edge_relative_residual
from exact.stationary import stationary
from toolkit.models import random_table


def test_identity_kernel_is_balanced():
    for N in (1, 2, 5):
        assert edge_relative_residual(np.eye(N), np.log(np.full(N, 1.0 / N))) == 0.0
        assert detailed_balance_residual(np.eye(N), np.full(N, 1.0 / N)) == 0.0


def test_absorbing_state_with_zero_mass_elsewhere():
    # P(0, 1) = 1/2 and nothing back; pi = delta_1: F(0, 1) = 0 * 1/2 = 0 and F(1, 0) = 0
    P = np.array([[0.5, 0.5], [0.0, 1.0]])
    with np.errstate(divide="ignore"):
        log_pi = np.log([0.0, 1.0])
    assert edge_relative_residual(P, log_pi) == 0.0


def test_one_way_edges_give_one():
    C = np.roll(np.eye(3), 1, axis=1)  # x -> x + 1 mod 3 surely
    assert edge_relative_residual(C, np.log(np.full(3, 1 / 3))) == 1.0
    # one one-way edge among balanced ones is enough
    P = np.array([[0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.5, 0.0, 0.5]])
    pi = np.array([0.5, 0.25, 0.25])  # pi P = pi (by hand: 0.25+0.125+0.125, 0.25, 0.125+0.125)
    np.testing.assert_allclose(pi @ P, pi, atol=1e-15)
    assert edge_relative_residual(P, np.log(pi)) == 1.0  # F(2, 0) = 1/8 > 0, F(0, 2) = 0


@pytest.mark.parametrize("lazy", [0.25, 0.5, 0.9])
def test_lazy_residual_scales_by_one_minus_lazy(lazy):
    m = random_table(2, 3, 1.0, rng=3)  # incompatible: a non-zero residual
    K0 = glauber_kernel(m, temperature=1.0)
    K = glauber_kernel(m, temperature=1.0, lazy=lazy)
    pi = stationary(K0)
    # the L1 residual of the dense matrix, summed here by numpy
    D = as_dense(K0)
    F = pi[:, None] * D
    by_hand = float(np.abs(F - F.T).sum())
    assert by_hand > 1e-3
    assert detailed_balance_residual(K0, pi) == pytest.approx(by_hand, rel=1e-12)
    assert detailed_balance_residual(K, pi) == pytest.approx((1 - lazy) * by_hand, rel=1e-12)
    Dl = as_dense(K)
    Fl = pi[:, None] * Dl
    assert float(np.abs(Fl - Fl.T).sum()) == pytest.approx((1 - lazy) * by_hand, rel=1e-12)
