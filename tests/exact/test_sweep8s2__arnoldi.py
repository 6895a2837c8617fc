"""Sweep 8 s2 (issue 30): exact._arnoldi's restart when the Schur sort cannot rank the Ritz values.

The operator: the shift ``e_j -> e_{j+1}`` on 6 states with a last column of its own (0.5 on
the diagonal, 1 back to ``e_0``), started at ``e_0``. Every Arnoldi pass from a unit vector
``e_j`` runs down the chain, so the Rayleigh quotient (``m = 5`` of 6 states) is the nilpotent
shift: every Ritz value is 0, all tied, the ``sort`` rule keeps all ``m`` of them (``sdim = m``)
and the restart falls back to keeping the ``k`` wanted Schur vectors. Each restart then expands
``k`` kept vectors back to ``m``: ``m - k`` products, so a run stopped by ``maxiter`` has made
``m + restarts (m - k)`` products, the first product count at or above ``maxiter``, and says it
did not converge (the docstring: "or after maxiter products (converged False)")."""

import numpy as np
import pytest

from exact._arnoldi import krylov_schur


def _stalling_operator(N=6):
    M = np.zeros((N, N))
    for j in range(N - 1):
        M[j + 1, j] = 1.0
    M[0, N - 1], M[N - 1, N - 1] = 1.0, 0.5
    return M


@pytest.mark.parametrize(("k", "restarts"), [(1, 24), (2, 32)])
def test_a_restart_that_cannot_rank_keeps_the_k_wanted_vectors(k, restarts):
    M = _stalling_operator()
    e0 = np.eye(6)[0]
    run = krylov_schur(lambda v: M @ v, 6, k, tol=1e-10, v0=e0, maxiter=100)
    m = 5  # min(default basis, N - 1)
    # k = 1: 5 + 24 x 4 = 101 >= 100 (23 restarts: 97); k = 2: 5 + 32 x 3 = 101 (31: 98)
    assert (run.restarts, run.products) == (restarts, m + restarts * (m - k)) and run.products == 101
    assert run.converged is False


def test_the_same_operator_from_the_default_start_converges():
    # the default start (cosines) is no unit vector: the Krylov space ranks its Ritz values and the
    # run finds the largest-modulus eigenvalue, checked against the dense eigenvalues
    M = _stalling_operator()
    run = krylov_schur(lambda v: M @ v, 6, 1, tol=1e-10)
    ev = np.linalg.eigvals(M)
    assert run.converged
    assert abs(run.values[0]) == pytest.approx(np.abs(ev).max(), rel=1e-9)


@pytest.mark.parametrize(("k", "m", "keep"), [(1, 10, 5), (4, 20, 12)])
def test_a_restart_keeps_the_wanted_and_half_the_unwanted_ritz_vectors(k, m, keep):
    # a diagonal operator: real, distinct eigenvalues, so the real Schur form has no 2 x 2 block and
    # each restart keeps exactly keep = min(m - 2, max(k + (m - k) // 2, k + 1)) Ritz vectors (k = 1,
    # m = 10: 1 + 4 = 5; k = 4, m = 20: 4 + 8 = 12) and expands back to m: m - keep products each
    N = 400
    d = np.concatenate([[1.0, 0.99, 0.985, 0.98], np.linspace(0.0, 0.97, N - 4)])
    run = krylov_schur(lambda v: d * v, N, k, tol=1e-10)
    assert run.converged and run.restarts >= 5
    assert run.products == m + run.restarts * (m - keep)
    np.testing.assert_allclose(run.values.real, d[:k], atol=1e-9)


def test_threshold_between_the_kth_and_next_largest_keys():
    from exact._arnoldi import _threshold

    keys = np.array([1.0, 3.0, 2.0])
    assert _threshold(keys, 1) == 2.5 and _threshold(keys, 2) == 1.5     # midway, whatever the order given
    assert _threshold(keys, 3) == -np.inf and _threshold(keys, 5) == -np.inf   # all wanted: everything passes
    # ties (a conjugate pair's equal moduli) are not split: the threshold moves below them
    assert _threshold(np.array([2.0, 2.0, 1.0]), 1) == 1.5
    assert _threshold(np.array([2.0, 2.0, 2.0]), 1) == -np.inf
