"""Coverage-driven guards of ``exact.lumped_sectors`` (issue 30, helper cov5h1): the partition
check of ``three_token_sectors``, the Collatz-Wielandt bound's input checks and its ``inf``
for a nilpotent matrix, and the ARPACK route of a non-symmetric sector above 400 rows
against numpy's dense eigenvalues."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped_sectors import _top, collatz_wielandt_bound, three_token_sectors
from toolkit.exceptions import InvalidInputError


def test_partitions_must_sum_to_n():
    with pytest.raises(InvalidInputError, match=r"`partitions` must hold partitions of n = 4 into 3 parts; got \(2, 1, 0\)"):
        list(three_token_sectors(4, np.zeros((1, 3)), np.zeros(1), partitions=[(2, 1, 0)]))


def test_collatz_wielandt_checks_and_nilpotent():
    with pytest.raises(InvalidInputError, match="`S` must hold finite entries"):
        collatz_wielandt_bound(sp.csr_matrix(np.array([[0.5, np.nan], [0.1, 0.2]])))
    # [[0, 1], [0, 0]]: |S| 1 = (1, 0), |S|^2 1 = 0: v is not positive, the bound is inf (docstring)
    assert collatz_wielandt_bound(sp.csr_matrix(np.array([[0.0, 1.0], [0.0, 0.0]]))) == math.inf
    # a positive matrix: the bound is at least the spectral radius (here 0.75, eigenvalues 0.75, 0.25)
    assert collatz_wielandt_bound(sp.csr_matrix(np.array([[0.5, 0.25], [0.25, 0.5]]))) >= 0.75


def test_nonsymmetric_sector_by_arpack_matches_dense_eig():
    rng = np.random.default_rng(5)
    N = 450                                       # above the 400-row dense limit
    A = sp.random(N, N, density=0.02, random_state=rng, format="csr") * 0.05
    A = (A + sp.diags(np.linspace(-0.9, 0.5, N))).tocsr()   # largest modulus near -0.9, largest real part near 0.5
    ev = np.linalg.eigvals(A.toarray())
    lr, lm, err = _top(A, reversible=False)
    assert lr == pytest.approx(float(ev.real.max()), abs=1e-9)
    assert lm == pytest.approx(float(np.abs(ev).max()), abs=1e-9)
    assert 0 <= err < 1e-6
