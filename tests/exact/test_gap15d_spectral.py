"""exact.spectral: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05): the
off-diagonal count of a plain matrix and the small-space branch of the Krylov path."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact import glauber_kernel, spectral, spectral_summary
from toolkit.models.toy import random_table


def test_offdiag_count_of_a_dense_and_a_sparse_matrix():
    """Docstring: ``N^2`` for a dense matrix; a sparse one holds its stored entries."""
    P = np.full((5, 5), 0.2)
    assert spectral._offdiag_count(P, 5) == 25.0
    S = sp.csr_matrix(np.array([[0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]]))
    assert spectral._offdiag_count(S, 3) == float(S.nnz) == 6.0   # two entries a row


def test_krylov_method_on_a_space_below_a_krylov_basis():
    """``method="krylov"`` on a 16-state non-reversible chain (below ``_nonreversible_krylov.SMALL``)
    is done densely (its method says so): lambda_star is the largest modulus of ``P``'s non-unit eigenvalues
    (numpy's ``eigvals`` on the dense kernel) and lambda_2 the largest real part."""
    K = glauber_kernel(random_table(2, 4, 1.0, rng=5), temperature=1.0)
    vals = np.linalg.eigvals(K.dense())
    vals = np.delete(vals, np.argmin(np.abs(vals - 1)))
    s = spectral_summary(K, method="krylov")
    assert not s.reversible
    assert s.method.startswith("dense eig"), s.method   # done densely, no Krylov-Schur runs
    assert s.lambda_star == pytest.approx(float(np.max(np.abs(vals))), abs=1e-10)
    assert s.lambda_2 == pytest.approx(float(np.max(vals.real)), abs=1e-10)
