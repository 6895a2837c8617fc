"""exact._arnoldi: Krylov-Schur on degenerate operators (harden8h2, issue 30).

Operators whose Krylov space closes at once (the breakdown ``beta = 0`` exactly): the
identity (a kernel ``P = I``, every state absorbing), the zero operator, and ``P = 1 e_0^T``
(every state jumps to the absorbing state 0). Their spectra are known by hand: ``I`` has
the single eigenvalue 1; ``1 e_0^T`` is a rank-one projector (``e_0^T 1 = 1``) with
eigenvalue 1 once and 0 on the rest; the zero operator has only 0.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from exact._arnoldi import krylov_schur


def _run(apply, N, k, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a division by the breakdown's beta = 0 must not happen
        return krylov_schur(apply, N, k, tol=1e-12, **kw)


@pytest.mark.parametrize("N,k", [(8, 1), (30, 2)])
def test_identity_kernel(N, k):
    run = _run(lambda v: v.copy(), N, k)
    assert run.converged
    assert np.all(np.isfinite(run.values))
    np.testing.assert_allclose(run.values, 1.0, rtol=0, atol=1e-12)  # ties kept together: all are 1
    assert run.orthogonality < 1e-12  # the fresh directions keep the basis orthonormal
    # the Ritz vectors are unit vectors (any vector is an eigenvector of I)
    np.testing.assert_allclose(np.linalg.norm(run.vectors, axis=0), 1.0, atol=1e-12)


def test_zero_operator():
    run = _run(lambda v: 0.0 * v, 12, 1)
    assert run.converged
    np.testing.assert_allclose(run.values, 0.0, rtol=0, atol=1e-15)


def test_all_states_jump_to_an_absorbing_state():
    N = 6
    P = np.zeros((N, N))
    P[:, 0] = 1.0
    run = _run(lambda v: P @ v, N, 2)
    assert run.converged and run.orthogonality < 1e-12
    np.testing.assert_allclose(run.values[0], 1.0, atol=1e-12)
    np.testing.assert_allclose(run.values[1:], 0.0, atol=1e-12)
    # the right eigenvector of 1 is the constant vector (P 1 = 1)
    v = run.vectors[:, 0]
    np.testing.assert_allclose(np.abs(v), 1 / np.sqrt(N), atol=1e-10)
    # the transpose: the left eigenvector of 1 is e_0 (pi = delta_0, the absorbing law)
    runT = _run(lambda v: P.T @ v, N, 1)
    np.testing.assert_allclose(np.abs(runT.vectors[:, 0]), np.eye(N)[0], atol=1e-10)


@pytest.mark.parametrize("N", [10, 1000])
def test_identity_in_float32(N):
    # the same breakdown with a float32 basis (the caller's dtype): the new vector after one
    # step is float32 rounding (|w| ~ 1e-8, above float64's 1e-13 threshold); it is a
    # breakdown, not a direction. Before harden8h2 the basis lost orthogonality (1.0) and
    # the run reported "converged" to -0.63 + 2.51i for I.
    run = _run(lambda v: v.copy(), N, 1, dtype=np.float32, m=4)
    assert run.converged
    np.testing.assert_allclose(run.values, 1.0, atol=1e-6)
    assert run.orthogonality < 1e-5


def test_absorbing_state_in_float32():
    N = 6
    P = np.zeros((N, N))
    P[:, 0] = 1.0
    run = _run(lambda v: (P @ v).astype(np.float32), N, 2, dtype=np.float32)
    np.testing.assert_allclose(run.values[0], 1.0, atol=1e-6)
    np.testing.assert_allclose(run.values[1:], 0.0, atol=1e-6)
    assert run.orthogonality < 1e-5
