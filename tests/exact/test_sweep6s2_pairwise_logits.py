"""Contract sweep (issue 30) of :mod:`exact.pairwise_logits`: ``is_pairwise`` (a subclass
that overrides ``logits`` is not), the on-the-fly table equal to the enumeration *to the
bit*, ``tempered`` and ``min_log_conditional`` against :class:`~exact.logits.SiteLogits`, the
rectangle rule by hand (``log R`` of a one-way coupling; the number of reference rectangles
``pairs * (q - 1)**2``), ``repr`` and the 4 GiB limit on ``values``."""

from __future__ import annotations

import numpy as np
import pytest

from exact.logits import site_logits
from exact.pairwise_logits import VALUES_MAX_BYTES, PairwiseLogits, is_pairwise
from toolkit.models import potts, random_pairwise
from toolkit.models.toy import Pairwise


class _Shifted(Pairwise):
    def logits(self, x, sites):
        return super().logits(x, sites) + 1.0


def test_is_pairwise_only_with_the_pairwise_logits():
    m = potts(3, 3, 1.0)
    assert is_pairwise(m)
    s = _Shifted(m.h, m.J)
    assert not is_pairwise(s)


def test_table_is_the_enumeration_to_the_bit():
    m = random_pairwise(3, 4, rng=11)
    L, E = PairwiseLogits(m), site_logits(m)
    assert np.array_equal(L.values, E.values)
    for T in (0.7, 2.0):
        np.testing.assert_allclose(L.tempered(T), E.tempered(T), rtol=1e-14, atol=0)
        assert L.min_log_conditional(T) == pytest.approx(E.min_log_conditional(T), rel=1e-14, abs=0)
    assert repr(L) == "PairwiseLogits(q=3, n=4, on the fly)"
    assert VALUES_MAX_BYTES == 4 * 2**30


def test_rectangle_rule_by_hand():
    # q = 2, n = 3; one-way coupling J[0, 1, 1, 1] = 0.8: log R of sites (0, 1), tokens (1, 1)
    # = [0.8 - 0 - 0 + 0] - [0] = 0.8, certified; 3 pairs * (q - 1)**2 = 3 reference rectangles
    J = np.zeros((3, 3, 2, 2))
    J[0, 1, 1, 1] = 0.8
    rule = PairwiseLogits(Pairwise(np.zeros((3, 2)), J)).rectangle_rule
    assert rule.reversible is False
    assert "sites (0, 1), tokens 1/0 and 1/0" in rule.detail and "|log R| = 0.8 >" in rule.detail
    sym = PairwiseLogits(potts(3, 3, 1.0)).rectangle_rule
    assert sym.reversible is True and "none of 12 reference rectangles" in sym.detail   # 3 pairs * 2**2
    J2 = np.zeros((3, 3, 2, 2))
    J2[1, 2, 1, 0] = 0.5       # one-way, read by site 1: J(a = 1, x_2 = 0)
    J2[1, 2, 1, 1] = -0.25     # log R(1, 2; 1, 1) = J(1,1) - J(0,1) - J(1,0) + J(0,0) = -0.25 - 0.5 = -0.75
    r2 = PairwiseLogits(Pairwise(np.zeros((3, 2)), J2)).rectangle_rule
    assert not r2.reversible and "sites (1, 2)" in r2.detail and "|log R| = 0.75 >" in r2.detail


def test_rule_witness_tokens_and_first_pair():
    # q = 3, n = 2, l_0(a = 2; x_1 = 1) = 0.8 one way: the certified reference rectangle has
    # a = 2 at site 0 and b = 1 at site 1: log R = J(2,1) - J(0,1) - J(2,0) + J(0,0) = 0.8
    J = np.zeros((2, 2, 3, 3))
    J[0, 1, 2, 1] = 0.8
    rule = PairwiseLogits(Pairwise(np.zeros((2, 3)), J)).rectangle_rule
    assert "tokens 2/0 and 1/0" in rule.detail and "|log R| = 0.8 >" in rule.detail
    # certified rectangles at pairs (0, 1) and (1, 2): the first (in pair order) is reported
    K = np.zeros((3, 3, 2, 2))
    K[0, 1, 1, 1] = 0.8
    K[1, 2, 1, 1] = 0.3
    assert "sites (0, 1)" in PairwiseLogits(Pairwise(np.zeros((3, 2)), K)).rectangle_rule.detail
