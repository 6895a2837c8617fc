"""toolkit._validation.check_states: states of a non-numeric dtype (strings, complex numbers) are
refused with the argument's name and the dtype (gap15d, targeted-coverage-2026-12-05: the raise ran
only in tests/toolkit/test_sampling.py, outside the module's targeted tests)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit._validation import check_states
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("x, dtype", [(np.array([["0", "1"]]), "<U1"), (np.array([[0, 1]], dtype=complex),
                                                                         "complex128")])
def test_non_numeric_states_are_refused_naming_the_dtype(x, dtype):
    with pytest.raises(InvalidInputError, match=rf"^`start` must hold integer tokens; got dtype {dtype}$"):
        check_states(x, q=2, n=2, name="start")


def test_boolean_and_integral_float_states_are_tokens():
    assert check_states(np.array([True, False]), q=2, n=2).tolist() == [[1, 0]]
    assert check_states(np.array([[1.0, 0.0]]), q=2, n=2).tolist() == [[1, 0]]
