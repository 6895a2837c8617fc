"""Automatic sweep 7 (issue 30, branch sweep7a3): exact.basins.

Survivor of ``scripts/automut.py --seed 2026120371``: ``least_uphill_path`` put ``1e-9 * N``
on every edge instead of ``1e-9 / N`` (the tie-break that keeps zero-weight edges in
csgraph). The comment's promise: a path has fewer than ``N`` edges, so ``N * tiny`` cannot
reorder the costs. Pinned by a long free (downhill) detour that beats a direct uphill move
by ``1e-6``, by the exact re-summed cost (no tiny left in it), and by the tie rule
(a deficit of exactly ``tie_atol`` is not uphill, one just above is).
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.basins import TIE_ATOL, least_uphill_path


def _detour(N, delta):
    # states 0..N-1, all inside but N-1; a free path 0 -> 1 -> ... -> N-2 (deficit 0), then
    # N-2 -> N-1 with deficit 1; and a direct move 0 -> N-1 with deficit 1 + delta
    src = np.r_[np.arange(N - 2), N - 2, 0]
    dst = np.r_[np.arange(1, N - 1), N - 1, N - 1]
    deficit = np.r_[np.zeros(N - 2), 1.0, 1.0 + delta]
    mask = np.ones(N, dtype=bool)
    mask[N - 1] = False
    return src, dst, deficit, mask


@pytest.mark.parametrize("N", [50, 200])
def test_a_long_free_detour_beats_a_slightly_dearer_direct_move(N):
    # by hand: either path has one uphill move (k = 1); the least deficit is 1 (the detour),
    # 1e-6 below the direct move, far above the N * (1e-9 / N) = 1e-9 the tie-break may add
    src, dst, deficit, mask = _detour(N, 1e-6)
    assert least_uphill_path(N, src, dst, deficit, 0, mask) == (1, 1.0)


def test_a_cheaper_direct_move_wins():
    N = 50
    src, dst, deficit, mask = _detour(N, -0.25)
    assert least_uphill_path(N, src, dst, deficit, 0, mask) == (1, 0.75)


def test_cost_is_the_exact_sum_of_the_deficits_on_the_path():
    # 0 -> 1 -> 2 (outside), deficits 0.5 and 0.25: k = 2, V = 0.75 exactly (binary fractions)
    src, dst, deficit = np.array([0, 1]), np.array([1, 2]), np.array([0.5, 0.25])
    mask = np.array([True, True, False])
    assert least_uphill_path(3, src, dst, deficit, 0, mask) == (2, 0.75)


def test_fewest_uphill_moves_and_least_deficit_can_take_different_paths():
    # 0 -> 2 directly with deficit 3 (one uphill move) or 0 -> 1 -> 2 with deficits 1, 1
    # (two moves, total 2): k = 1 (first path), V = 2 (second path)
    src, dst, deficit = np.array([0, 0, 1]), np.array([2, 1, 2]), np.array([3.0, 1.0, 1.0])
    mask = np.array([True, True, False])
    assert least_uphill_path(3, src, dst, deficit, 0, mask) == (1, 2.0)


@pytest.mark.parametrize("d, k", [(TIE_ATOL, 0), (0.5 * TIE_ATOL, 0), (2 * TIE_ATOL, 1), (1e-3, 1)])
def test_a_deficit_up_to_tie_atol_is_not_uphill(d, k):
    src, dst, deficit = np.array([0]), np.array([1]), np.array([d])
    got_k, got_V = least_uphill_path(2, src, dst, deficit, 0, np.array([True, False]))
    assert got_k == k
    assert got_V == (d if k else 0.0)  # V sums the uphill deficits only
