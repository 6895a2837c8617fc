"""cmp14e: the Krylov refinement of ``exact.stationary`` by hand on a four-state birth-death chain.

``P`` moves ``0 <-> 1 <-> 2 <-> 3`` with ``P(0,1) = P(3,2) = 1/2`` and ``1/4`` for the other
moves; detailed balance ``pi(x) P(x, y) = pi(y) P(y, x)`` gives ``pi = (1, 2, 2, 1) / 6``.

- Pointer labels (:func:`exact.stationary._follow`): each state is labelled by the smallest
  index on its terminal cycle, the labels numbering those smallest indices in increasing order.
- One aggregation step (:func:`exact.stationary._aggregate`, the moves streamed) with the groups
  ``{0, 1}``, ``{2, 3}`` and a start whose shape inside each group is already ``pi``'s but whose
  group masses are wrong (0.8 and 0.2): the coarse chain is then the exactly lumped chain,
  ``A(0, 1) = pi'(1) P(1, 2) / 0.8 = (2/3)(1/4) = 1/6 = A(1, 0)``, whose stationary law is
  ``(1/2, 1/2)``: one step gives ``pi`` exactly (the Takahashi / Koury-McAllister-Stewart
  aggregation-disaggregation step), and the largest factor moved is ``|0.5 / 0.2 - 1| = 1.5``.
- The balance sweeps stop as soon as the residual is at most the target (``REFINE_TARGET``:
  "stopping when the relative balance residual is at most this"), the equality included.
"""

import importlib

import numpy as np
import pytest

from exact.stationary import _aggregate, _follow

stationary = importlib.import_module("exact.stationary")  # the module (``exact.stationary`` the name is a function)

P4 = np.array([[0.5, 0.5, 0.0, 0.0], [0.25, 0.5, 0.25, 0.0], [0.0, 0.25, 0.5, 0.25], [0.0, 0.0, 0.5, 0.5]])
PI4 = np.array([1.0, 2.0, 2.0, 1.0]) / 6


def test_follow_numbers_cycles_by_their_smallest_index():
    # 0 <-> 5 a two-cycle (smallest index 0), 1..4 fixed points: labels follow 0 < 1 < 2 < 3 < 4
    assert _follow(np.array([5, 1, 2, 3, 4, 0])).tolist() == [0, 1, 2, 3, 4, 0]
    # a fixed point 0 and the cycle 1 -> 3 -> 1 (smallest index 1), 2 -> 3 on its way in
    assert _follow(np.array([0, 3, 3, 1])).tolist() == [0, 1, 1, 1]


def test_one_aggregation_step_is_exact_when_the_group_shapes_are():
    labels = np.array([0, 0, 1, 1])
    start = np.array([0.8 / 3, 0.8 * 2 / 3, 0.2 * 2 / 3, 0.2 / 3])
    pi, moved = _aggregate(P4, start, labels, 2)  # cross=None: the moves streamed
    assert pi == pytest.approx(PI4, rel=1e-12)
    assert moved == pytest.approx(1.5, rel=1e-12)


def test_sweeps_stop_at_a_residual_equal_to_the_target(monkeypatch):
    target = 1e-3
    calls = []
    real = stationary._sweep

    def at_target(P, pi, rate, N, sites=False):
        new, rho = real(P, pi, rate, N, sites)
        calls.append(1)
        return new, np.full_like(rho, target)  # the residual exactly at the target

    monkeypatch.setattr(stationary, "_refine_target", lambda N, terms: target)
    monkeypatch.setattr(stationary, "_sweep", at_target)
    law = stationary.stationary_law(P4, method="krylov")
    assert len(calls) == 1
    assert law.pi == pytest.approx(PI4, rel=1e-9)
