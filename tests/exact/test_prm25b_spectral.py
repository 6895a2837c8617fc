"""prm25b (eighth sweep, issue 30): the errors of the multiplicative reversibilization's gaps on
the Krylov path (``N > _nonreversible_krylov.SMALL``: warm-started symmetric runs). The
docstring: a change ``e`` of ``B`` moves ``||B^k||`` by at most ``k e``, hence ``gamma_k`` by at
most ``2 k e``, plus the runs' tolerance: ``k * 2 (10 N u + e) + 10 SYM_TOL``. The tests read
only the dense path (``2 k (10 N u + e)``), so the Krylov path's factor ``k`` was unchecked."""

from __future__ import annotations

import numpy as np
import pytest

from exact import _nonreversible_krylov as nrk
from exact.kernel import glauber_kernel
from exact.spectral import _entries_error, _multiplicative_gaps
from exact.stationary import stationary_law
from toolkit.models import make_model

U = 2.0**-53


def test_krylov_path_errors_grow_linearly_in_k():
    model = make_model("asymmetric-pairwise", q=2, n=6, scale=1.0, seed=0)   # N = 64 > SMALL
    P = glauber_kernel(model, temperature=1.0)
    N = P.n_states
    assert N > nrk.SMALL
    law = stationary_law(P)
    gammas, errors = _multiplicative_gaps(P, law, k_max=3, method="krylov")
    assert len(errors) == 3
    e = _entries_error(P, law)
    per_k = 2 * (10 * N * U + e)           # ~3e-13: below the 10 SYM_TOL = 1e-7 it is added to
    for k, err in enumerate(errors, start=1):
        assert err - 10 * nrk.SYM_TOL == pytest.approx(k * per_k, rel=1e-6, abs=0)
    # and the gammas themselves: 1 - ||B^k||^2 from a dense SVD (independent of the Krylov runs)
    D = np.asarray(P.dense(), dtype=float)
    s = np.sqrt(law.pi)
    A = (s[:, None] * D) / s[None, :]
    B = A - np.outer(s, s)
    Bk = np.eye(N)
    for k in range(3):
        Bk = Bk @ B
        assert gammas[k] == pytest.approx(1 - np.linalg.norm(Bk, 2) ** 2, abs=1e-7)
