"""harden9c: exact.passage on degenerate inputs (a fractional state index, a start holding
NaN, t_max = 0), from the documented contracts (issue 30)."""

import math

import numpy as np
import pytest

from exact.passage import (
    first_passage_probabilities,
    hitting_probabilities,
    start_distribution,
    state_set,
)
from toolkit.exceptions import InvalidInputError

P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])


def test_fractional_index_is_refused():
    # "a mask, one index or indices": 1.5 is none of them (whole floats such as 2.0 are indices)
    with pytest.raises(InvalidInputError, match="`target` must be a state index, indices or a boolean mask"):
        state_set([1.5], 3, "target")
    with pytest.raises(InvalidInputError, match="`target`"):
        hitting_probabilities(P, 0.5)
    assert state_set([2.0], 3, "target").tolist() == [False, False, True]


def test_start_with_nan_is_refused():
    # "checked (non-negative, summing to 1 within 1e-9)": NaN is no probability
    with pytest.raises(InvalidInputError, match="`start` must be a probability vector"):
        start_distribution([math.nan, 0.5, 0.5], 3)
    with pytest.raises(InvalidInputError, match="`start` must be a probability vector"):
        first_passage_probabilities(P, 2, 3, start=[1.0, math.nan, 0.0])


def test_t_max_zero_is_refused():
    # first passage probabilities for t = 1..t_max: t_max >= 1 (check_int's message names it)
    with pytest.raises(InvalidInputError, match="`t_max` must be >= 1; got 0"):
        first_passage_probabilities(P, 2, 0)
    # t_max = 1 from state 0: f_1 = P(0, {2}) = 0; survival = 1 (by hand)
    r = first_passage_probabilities(P, 2, 1, start=0)
    assert r.probabilities.tolist() == [0.0] and float(r.survival) == 1.0
