"""prm20e (issue 30): ``check_finite_array`` names the *first* non-finite entry (row-major), a
promise no one-bad-entry array can check."""
from __future__ import annotations

import numpy as np
import pytest

from toolkit._validation import check_finite_array
from toolkit.exceptions import InvalidInputError


def test_the_first_non_finite_entry_is_named():
    with pytest.raises(InvalidInputError, match=r"got nan at index \(0, 1\)"):
        check_finite_array(np.array([[1.0, np.nan], [np.inf, 2.0]]), "a")
