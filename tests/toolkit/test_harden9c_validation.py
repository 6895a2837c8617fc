"""harden9c: toolkit._validation on degenerate dtypes and values (inf, float sites, complex
arrays, boolean states), from each check's documented contract (issue 30)."""

import math

import numpy as np
import pytest

from toolkit._validation import check_finite_array, check_nonnegative, check_sites, check_states
from toolkit.exceptions import InvalidInputError


def test_nonnegative_refuses_inf():
    # documented: "a finite float >= 0"
    with pytest.raises(InvalidInputError, match="`logit_rtol` must be finite and >= 0; got inf"):
        check_nonnegative(math.inf, "logit_rtol")
    assert check_nonnegative(0.0, "logit_rtol") == 0.0


def test_sites_must_be_integers():
    # documented: "one site index in 0..length-1 per state, as int64": 0.5 is no site index
    with pytest.raises(InvalidInputError, match="`sites` must be integers in 0..2"):
        check_sites(np.array([0.5, 1.0]), 2, 3)
    assert check_sites(np.array([0, 2], dtype=np.int32), 2, 3).dtype == np.int64


def test_finite_array_refuses_complex():
    # documented: "a complex array is refused, not cut to its real part" (even with zero imaginary parts)
    with pytest.raises(InvalidInputError, match="`h` must be an array of real numbers; got complex entries"):
        check_finite_array(np.array([1.0 + 0j, 2.0 + 0j]), "h")
    with pytest.raises(InvalidInputError, match="complex"):
        check_finite_array([1.0, 2.0 + 1e-300j], "h")


def test_boolean_states_are_tokens_0_and_1():
    # a boolean array is an array of integer tokens False = 0, True = 1 (q = 2)
    got = check_states(np.array([[True, False, True]]), q=2, n=3)
    assert got.dtype == np.int64 and got.tolist() == [[1, 0, 1]]
