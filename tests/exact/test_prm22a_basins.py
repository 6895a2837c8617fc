"""prm22a (fifth sweep, issue 30): exact.basins.least_uphill_path's two promises that the tests'
inputs could not see.

- V is the sum of the path's deficits exactly: the tie-break weight 1e-9/N that every edge gets
  for the Dijkstra search is taken off again (the path re-summed with the exact weights); with
  the tests' approximate comparisons or one-move paths the re-summing step could be skipped.
- a path may go through argmax moves (deficit 0): they are kept as edges (csgraph drops zero
  weights, hence the tie-break weight)."""

from __future__ import annotations

import numpy as np

from exact.basins import least_uphill_path


def test_V_is_the_exact_sum_of_the_deficits_along_the_path():
    # 0 -> 1 -> 2 -> 3 (outside), deficits 0.5, 0.25, 0.125 (binary fractions: their sum is exact)
    src, dst = np.array([0, 1, 2]), np.array([1, 2, 3])
    k, V = least_uphill_path(4, src, dst, np.array([0.5, 0.25, 0.125]), 0, np.array([True, True, True, False]))
    assert k == 3
    assert V == 0.875  # 0.5 + 0.25 + 0.125 by hand, not 0.875 + 3e-9/4


def test_a_path_through_an_argmax_move():
    # 0 -> 1 is an argmax move (deficit 0), 1 -> 2 (outside) costs 2: one uphill move of cost 2
    src, dst = np.array([0, 1]), np.array([1, 2])
    k, V = least_uphill_path(3, src, dst, np.array([0.0, 2.0]), 0, np.array([True, True, False]))
    assert (k, V) == (1, 2.0)
