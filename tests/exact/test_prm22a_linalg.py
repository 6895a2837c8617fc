"""prm22a (fifth sweep, issue 30): exact._linalg's branches the tests' inputs left inactive.

- offdiag_chunks(P) of a *systematic*-scan kernel without ``log``: the off-diagonal entries
  P(x, y) themselves (the tests read the listed moves, or asked for logarithms);
- check_stochastic names the *first* row whose sum is off (the tests' matrices had one bad row)."""

from __future__ import annotations

import numpy as np
import pytest

from exact._linalg import check_stochastic, offdiag_chunks
from exact.kernel import glauber_kernel
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model


def test_systematic_chunks_are_the_entries_not_their_logs():
    K = glauber_kernel(make_model("potts", q=2, n=3, coupling=1.0), temperature=1.0, scan="systematic")
    D = K.dense()  # the sweep's matrix, computed by its own route (products of site kernels)
    off = D.copy()
    np.fill_diagonal(off, 0.0)
    got = np.zeros_like(D)
    for r, c, v in offdiag_chunks(K):
        got[r, c] = v
    assert np.all(got >= 0)
    np.testing.assert_allclose(got, off, rtol=1e-12, atol=0)


def test_refusal_names_the_first_bad_row():
    P = np.array([[0.5, 0.5, 0.0], [0.5, 0.6, 0.0], [0.0, 0.3, 0.5]])  # rows 1 (1.1) and 2 (0.8)
    with pytest.raises(InvalidInputError, match=r"row 1 sums to 1\.1$"):
        check_stochastic(P)
