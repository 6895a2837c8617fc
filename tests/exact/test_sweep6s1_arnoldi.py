"""Contract sweep 6, group s1 (issue 30): exact/_arnoldi.py's documented defaults and guards:
the basis size m (10 for k = 1, else max(2k + 8, 20), at most N - 1), maxiter, how many Ritz
vectors are formed, the threshold that never splits ties, and the sizes refused."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact._arnoldi import _threshold, krylov_schur
from toolkit.exceptions import InvalidInputError


def lazy_cycle(v):
    return 0.5 * (v + np.roll(v, 1))


@pytest.mark.parametrize(("k", "m"), [(1, 10), (2, 20), (6, 20), (8, 24)])
def test_default_basis_size_is_the_first_pass(k, m):
    # maxiter = 1: the run stops after its first Arnoldi pass of m products (tol unreachable)
    run = krylov_schur(lazy_cycle, 200, k, tol=1e-300, maxiter=1)
    assert run.products == m and run.converged is False and run.restarts == 0
    # the wanted values and the rest share the m Ritz values of the pass
    assert run.values.size + run.rest.size == m


def test_basis_size_given_and_capped_at_n_minus_one():
    assert krylov_schur(lazy_cycle, 200, 2, tol=1e-300, maxiter=1, m=7).products == 7
    assert krylov_schur(lazy_cycle, 8, 1, tol=1e-300, maxiter=1).products == 7   # m = min(10, N - 1)


def test_sizes_refused_and_the_last_allowed():
    with pytest.raises(InvalidInputError, match="k=0"):
        krylov_schur(lazy_cycle, 50, 0, tol=1e-8)
    with pytest.raises(InvalidInputError, match="k=5, m=5"):
        krylov_schur(lazy_cycle, 50, 5, tol=1e-8, m=5)
    run = krylov_schur(lazy_cycle, 50, 4, tol=1e-300, m=5, maxiter=1)   # k = m - 1: allowed
    assert run.products == 5


def test_vectors_formed_for_the_first_wanted_values_only():
    N = 40
    full = krylov_schur(lazy_cycle, N, 3, tol=1e-12)
    assert full.vectors.shape == (N, full.values.size)
    assert krylov_schur(lazy_cycle, N, 3, tol=1e-12, vectors=0).vectors is None
    one = krylov_schur(lazy_cycle, N, 3, tol=1e-12, vectors=1)
    assert one.vectors.shape == (N, 1)
    x = one.vectors[:, 0]                      # the eigenvector of the top value (1: constants)
    assert abs(one.values[0] - 1) < 1e-12
    assert np.allclose(np.abs(x), 1 / math.sqrt(N), atol=1e-10)
    assert np.all(one.residuals <= 1e-12) and one.converged


def test_threshold_keeps_ties_together():
    keys = np.array([1.0, 3.0, 2.0, 2.0, 0.5])
    assert _threshold(keys, 1) == 2.5          # between the largest and the second
    assert _threshold(keys, 2) == 1.5          # k = 2 falls inside the tie 2, 2: both kept
    assert _threshold(keys, 3) == 1.5
    assert _threshold(keys, 4) == 0.75
    assert _threshold(keys, 5) == -math.inf    # all wanted
    assert _threshold(np.array([2.0, 2.0, 2.0]), 1) == -math.inf   # a tie to the end


def test_largest_real_parts_in_decreasing_order_and_the_rest():
    # a diagonal operator: real parts 0.9, 0.5 the largest; modulus -0.95 the largest
    d = np.concatenate([[0.9, -0.95, 0.5], np.linspace(-0.3, 0.3, 60)])
    lr = krylov_schur(lambda v: d * v, d.size, 2, tol=1e-12, which="LR")
    assert lr.converged and np.allclose(lr.values.real, [0.9, 0.5], atol=1e-10)
    lm = krylov_schur(lambda v: d * v, d.size, 2, tol=1e-12)
    assert lm.converged and np.allclose(lm.values.real, [-0.95, 0.9], atol=1e-10)
    # the rest: the other Ritz values of the last Rayleigh quotient, none of them wanted
    assert lm.rest.size > 0 and np.all(np.abs(lm.rest) < 0.9 + 1e-10)
