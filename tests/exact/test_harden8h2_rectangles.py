"""exact.rectangles: degenerate site selections, the logit_rtol floor, 2-site and 1-site
kernels, and the temperature with the certificate (harden8h2, issue 30).

Hand values. The module docstring's model: two sites, ``q = 2``, ``l_0(a; x_1) = [a = 0][x_1 = 0]``,
``l_1 = 0``: its one rectangle has ``log R = 1`` (incompatible). Number of rectangles of one
site pair: ``q**(n-2) * (q(q-1)/2)**2`` (one per context and token pairs ``a < a'``, ``b < b'``).
``logit_rtol``'s error per site is ``logit_rtol * max(1, max |l_i|)``.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.rectangles import all_rectangles, rectangle_rule, rectangle_summary
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise, potts


def _docstring_model(n=2, q=2, strength=1.0):
    J = np.zeros((n, n, q, q))
    J[0, 1, 0, 0] = strength
    return Pairwise(np.zeros((n, q)), J)


@pytest.mark.parametrize("sites", [[1, 1], [2], [0, 0, 0]])
def test_one_distinct_site_is_refused(sites):
    m = potts(2, 3, 1.0)
    with pytest.raises(InvalidInputError, match="`sites`"):
        all_rectangles(m, sites=sites)
    with pytest.raises(InvalidInputError, match="`sites`"):
        rectangle_summary(m, sites=sites)


def test_a_pair_given_both_ways_is_one_pair():
    q, n = 3, 3
    m = Pairwise(np.random.default_rng(4).normal(size=(n, q)), np.random.default_rng(5).normal(size=(n, n, q, q)))
    per_pair = q ** (n - 2) * (q * (q - 1) // 2) ** 2  # 27
    one = all_rectangles(m, sites=[(0, 1)])
    both = all_rectangles(m, sites=[(1, 0), (0, 1)])
    rev = all_rectangles(m, sites=[(1, 0)])
    assert len(one) == len(both) == len(rev) == per_pair
    assert set(both.i.tolist()) == {0} and set(both.j.tolist()) == {1}  # stored as i < j
    np.testing.assert_array_equal(rev.log_r, one.log_r)
    assert rectangle_summary(m, sites=[(1, 0), (0, 1)]).count == per_pair


@pytest.mark.parametrize("strength,expected", [(0.5, 1.0), (0.25, 1.0), (3.0, 3.0)])
def test_logit_rtol_error_has_a_floor_of_one(strength, expected):
    # site 0's logits are 0 and `strength`: max |l_0| = strength; site 1's are all 0
    rtol = 1e-6
    t = all_rectangles(_docstring_model(strength=strength), logit_rtol=rtol)
    assert t.logit_error == pytest.approx((rtol * expected, rtol * 1.0), rel=1e-15)
    assert t.logit_error_source == "logit_rtol override"


def test_logit_rtol_zero_certifies_any_nonzero_rectangle():
    # logit_rtol = 0: the bound is the rounding of the 7 additions only, far below |log R| = 1e-3
    t = all_rectangles(_docstring_model(strength=1e-3), logit_rtol=0.0)
    assert t.logit_error == (0.0, 0.0)
    assert t.certified.tolist() == [True]


def test_two_site_kernel_is_decided_by_its_rectangle():
    # the docstring's model: n = 2, log R = 1: not reversible, at every temperature and laziness
    for T, lazy in ((1.0, 0.0), (0.05, 0.0), (3.0, 0.5)):
        r = rectangle_rule(glauber_kernel(_docstring_model(), temperature=T, lazy=lazy))
        assert r.reversible is False and r.rule == "rectangles"
    assert rectangle_rule(glauber_kernel(potts(3, 2, 1.0), temperature=0.5)).reversible is True


def test_one_site_kernel_is_reversible():
    m = Pairwise(np.array([[0.0, 2.0, -1.0]]), np.zeros((1, 1, 3, 3)))
    r = rectangle_rule(glauber_kernel(m, temperature=1.0))
    assert r.reversible is True and "one site" in r.detail


def test_certification_does_not_depend_on_temperature():
    # log R and its bound are both divided by T (docstring): the certified set is the same
    m = _docstring_model(strength=1e-13)  # |log R| = 1e-13: below the declared logit error bound
    base = all_rectangles(m).certified.tolist()
    for T in (1e-3, 0.5, 40.0):
        t = all_rectangles(m, temperature=T)
        assert t.certified.tolist() == base
        np.testing.assert_allclose(t.log_r, 1e-13 / T, rtol=1e-12)
