"""exact.pairwise_logits: the rectangle rule's statistic is ``max |log R| / bound`` (abs11a, issue 30).

:class:`toolkit.results.Reversibility`: "``statistic`` is what the rule compared with
``threshold``: the largest ``|log R| / bound`` over the reference rectangles (reversible when no
rectangle is certified, i.e. all at most 1)". A certified rectangle with a *negative* ``log R``
makes the chain non-reversible, so the statistic exceeds the threshold 1 all the same."""

from __future__ import annotations

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models.toy import Pairwise


def test_a_negative_log_r_gives_a_statistic_above_one():
    # q = 2, n = 3, a one-way coupling read by site 1: J(1, 1) = -0.75 for x_2 = 1 only, so
    # log R(sites 1, 2; tokens 1, 1) = J(1,1) - J(0,1) - J(1,0) + J(0,0) = -0.75; every other
    # reference rectangle has log R = 0. The bound is round-off (~1e-15), so |log R| / bound >> 1.
    J = np.zeros((3, 3, 2, 2))
    J[1, 2, 1, 1] = -0.75
    rule = PairwiseLogits(Pairwise(np.zeros((3, 2)), J)).rectangle_rule
    assert rule.reversible is False and "|log R| = 0.75 >" in rule.detail
    assert rule.threshold == 1.0
    assert rule.statistic > 1e10     # 0.75 / (a bound of round-off size)
