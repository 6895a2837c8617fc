"""Eleventh blind audit, part b (exact/pairwise_logits.py): the rectangle rule's statistic is the
largest ratio over every site pair, not the last pair's."""

from __future__ import annotations

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models import Pairwise


def test_rectangle_statistic_is_the_largest_over_all_site_pairs():
    # Reversibility.statistic: "the largest |log R| / bound over the reference rectangles".
    # Three sites, q = 2, one one-way coupling J[0, 1] = I: by the module docstring's formula
    # log R of pair (0, 1), tokens (1, 1), is J_01(1,1) - J_01(0,1) - J_01(1,0) + J_01(0,0) = 2
    # (the J_10 bracket is 0), far above the bound of exact logits; the other pairs, (0, 2) and
    # (1, 2) (the last one checked), have no coupling: log R = 0. So the statistic is pair
    # (0, 1)'s ratio (> 1: certified), and the witness names that pair.
    J = np.zeros((3, 3, 2, 2))
    J[0, 1] = np.eye(2)
    rule = PairwiseLogits(Pairwise(np.zeros((3, 2)), J)).rectangle_rule
    assert rule.reversible is False
    assert rule.statistic > 1.0
    assert "sites (0, 1)" in rule.detail
    # a coupling on the last pair only: the statistic comes from it, and pairs before it are 0
    J2 = np.zeros((3, 3, 2, 2))
    J2[1, 2] = np.eye(2)
    rule2 = PairwiseLogits(Pairwise(np.zeros((3, 2)), J2)).rectangle_rule
    assert rule2.statistic > 1.0 and "sites (1, 2)" in rule2.detail
