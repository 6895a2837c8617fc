"""Contract sweep s3 (issue 30): toolkit.theory by hand at the edges the doctests miss: the
pi_min error cap at 1/2, the default eps, the lower factor's sign for eps >= 1/2, the non-reversible
bound with gamma errors, gamma >= 1 and a tie between k's, row vs column sums on an asymmetric
matrix, the contraction bound at alpha = 0 and its guard, the log forms at huge gaps."""

import math

import numpy as np
import pytest

from toolkit import theory as th
from toolkit.exceptions import InvalidInputError


def test_reversible_bounds_defaults_and_caps():
    assert th.reversible_lower_bound(5.0) == pytest.approx(4 * math.log(2), rel=1e-15)        # eps = 1/4
    assert th.reversible_lower_bound(5.0, 0.5) == 0.0
    assert th.reversible_upper_bound(2.0, math.log(0.5)) == pytest.approx(2 * math.log(8), rel=1e-15)
    # pi_min lowered by its relative error, capped at 1/2: 0.3 -> pi_min (0.7); 0.9 -> pi_min / 2
    assert th.reversible_upper_bound(2.0, math.log(0.5), pi_relative_error=0.3) == \
        pytest.approx(2 * math.log(1 / (0.25 * 0.5 * 0.7)), rel=1e-15)
    assert th.reversible_upper_bound(2.0, math.log(0.5), pi_relative_error=0.9) == \
        pytest.approx(2 * math.log(1 / (0.25 * 0.25)), rel=1e-15)
    with pytest.raises(InvalidInputError, match="`log_pi_min` must be <= 0"):
        th.reversible_upper_bound(2.0, 0.1)
    with pytest.raises(InvalidInputError, match="`relaxation_time` must be > 0"):
        th.reversible_lower_bound(0.0)


def test_log_forms():
    assert th.log_reversible_lower_bound(0.0) == -math.inf
    assert th.log_reversible_lower_bound(math.log(0.5), 0.5) is None
    # gap = e^-1000: ln[(e^1000 - 1) ln 2] = 1000 + ln ln 2 (to double precision)
    assert th.log_reversible_lower_bound(-1000.0) == pytest.approx(1000 + math.log(math.log(2)), rel=1e-15)
    assert th.log_reversible_upper_bound(-1000.0, math.log(0.5)) == pytest.approx(1000 + math.log(math.log(8)),
                                                                                   rel=1e-15)
    assert th.log_escape_lower_bound(np.array([2.0, 4.0]), 2.0, 4).tolist() == pytest.approx(
        [1 - math.log(3), 2 - math.log(3)])
    assert th.escape_lower_bound(0.0, 1.0, 2) == 1.0


def test_nonreversible_bound_edges():
    # L = ln(1/(4 eps^2 pi_min)) = ln 8 at eps = 1/4, pi_min = 1/2
    L = math.log(8)
    # gamma_1 = 0.6 with error 0.2: 0.4 -> ceil(L / -ln 0.6) = ceil(4.07) = 5
    assert th.nonreversible_upper_bound([0.6], math.log(0.5), gamma_errors=[0.2]) == (5.0, 1)
    assert math.ceil(L / -math.log(0.6)) == 5
    # an interval reaching 0 gives no k
    assert th.nonreversible_upper_bound([0.3], math.log(0.5), gamma_errors=[0.3]) == (math.inf, None)
    # gamma = 1: one step per k; k = 1 gives 1
    assert th.nonreversible_upper_bound([1.0, 1.0], math.log(0.5)) == (1.0, 1)
    # a tie: k = 1 gives 3 (gamma 1/2), k = 3 gives 3 x 1 (gamma 1): the first k is kept
    assert th.nonreversible_upper_bound([0.5, 0.1, 1.0], math.log(0.5)) == (3.0, 1)
    # pi_relative_error capped at 1/2: L = ln 8 + ln 2 = ln 16 -> ceil(ln 16 / ln 2) = 4
    assert th.nonreversible_upper_bound([0.5], math.log(0.5), pi_relative_error=0.8) == (4.0, 1)


def test_contraction_constants_rows_vs_columns_and_bound():
    R = np.array([[0.0, 0.4, 0.1], [0.2, 0.0, 0.1], [0.3, 0.0, 0.0]])
    L = np.array([[0.0, 2.0, 4.0], [1.0, 0.0, 0.0], [1.0, 0.0, 0.0]])
    # column sums of R: 0.5, 0.4, 0.2; row sums 0.5, 0.3, 0.3 -> a tie at 0.5; L columns 2, 2, 4; rows 6, 1, 1
    assert th.contraction_constants(R, L) == pytest.approx((0.5, 0.5, 1.0, 1.5))
    R2 = np.array([[0.0, 0.6], [0.1, 0.0]])
    assert th.contraction_constants(R2, np.zeros((2, 2)))[:2] == pytest.approx((0.6, 0.6))
    R3 = np.array([[0.0, 0.6, 0.0], [0.1, 0.0, 0.0], [0.3, 0.0, 0.0]])
    assert th.contraction_constants(R3, np.zeros((3, 3)))[:2] == pytest.approx((0.6, 0.6))
    R4 = np.array([[0.0, 0.2, 0.3], [0.1, 0.0, 0.0], [0.1, 0.0, 0.0]])
    assert th.contraction_constants(R4, np.zeros((3, 3)))[:2] == pytest.approx((0.3, 0.5))
    with pytest.raises(InvalidInputError, match="square"):
        th.contraction_constants(np.zeros((2, 3)), np.zeros((2, 3)))
    assert th.contraction_bound(0.0, 4) == math.ceil(4 * math.log(16))
    assert th.contraction_bound(0.5, 3, 0.1) == math.ceil(2 * 3 * math.log(30))
    with pytest.raises(InvalidInputError, match="`alpha` must be a number >= 0"):
        th.contraction_bound(-0.1, 3)
    assert th.softmax_lemma_bound(np.array([0.0, 8.0]), 2.0).tolist() == pytest.approx([0.0, math.tanh(1.0)])
    assert th.softmax_lemma_bound(4.0, math.inf) == 0.0
