"""harden10f: toolkit.models.toy.LogitTable refuses a table of the wrong middle size."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.toy import LogitTable


def test_logit_table_needs_q_pow_n_minus_1_contexts():
    # contract: `table` has shape (n, q**(n-1), q), one row per context of the other n - 1 sites;
    # n = 3, q = 2 needs 2**2 = 4 contexts, so 3 is refused with both shapes named
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(n, q\*\*\(n-1\), q\) = \(3, 4, 2\); "
                                                r"got \(3, 3, 2\)"):
        LogitTable(np.zeros((3, 3, 2)))
