"""Krylov-Schur (exact/_arnoldi.py) against closed forms and numpy's dense ``eig``.

References, none computed by the code under test:

- lazy cyclic shift ``(I + C) / 2`` on ``N`` states: eigenvalues ``(1 + e^{2 pi i k / N}) / 2``
  (``C`` is diagonalized by the Fourier basis);
- a non-normal matrix ``S diag(lam) S^{-1}`` with ``lam`` chosen here (its eigenvalues);
- ``numpy.linalg.eig`` (LAPACK's dense QR algorithm) on small random matrices;
- the tensor product of nine two-state chains ``[[0.1, 0.9], [0.9, 0.1]]``: eigenvalues
  ``(-0.8)^j`` (the Kronecker product's are the products of the factors').
"""

from __future__ import annotations

import numpy as np
import pytest

from exact._arnoldi import krylov_schur


def lazy_cycle(N):
    def A(v):
        return 0.5 * (v + np.roll(v, 1))
    return A


def test_lazy_cycle_top_moduli_are_the_fourier_values():
    N = 60
    run = krylov_schur(lazy_cycle(N), N, 5, tol=1e-12)
    mu = 0.5 * (1 + np.exp(2j * np.pi * np.arange(N) / N))
    ref = np.sort(np.abs(mu))[::-1][:5]  # 1, then the pairs k = +-1, +-2
    assert run.converged
    np.testing.assert_allclose(np.abs(run.values[:5]), ref, rtol=0, atol=1e-12)
    # conjugate pairs come together, and every Ritz vector is an eigenvector
    assert abs(run.values[1] - np.conj(run.values[2])) < 1e-12
    for j in range(run.vectors.shape[1]):
        x = run.vectors[:, j]
        Ax = lazy_cycle(N)(x.real) + 1j * lazy_cycle(N)(x.imag)
        assert np.linalg.norm(Ax - run.values[j] * x) < 1e-10


@pytest.fixture(scope="module")
def non_normal():
    """``A = S diag(lam) S^{-1}``, 300 x 300, ``S`` ill-conditioned-ish (random, then its
    columns scaled over two decades): largest modulus ``-0.9``, largest real part ``0.7``."""
    rng = np.random.default_rng(5)
    N = 300
    D = np.diag(rng.uniform(-0.5, 0.5, N))
    D[0, 0], D[1, 1] = -0.9, 0.7
    D[2:4, 2:4] = [[0.6, 0.2], [-0.2, 0.6]]  # the pair 0.6 +- 0.2i, in real form
    S = rng.normal(size=(N, N)) * np.logspace(0, 2, N)[None, :]
    A = S @ D @ np.linalg.inv(S)
    lam = np.diag(D).astype(complex)
    lam[2:4] = [0.6 + 0.2j, 0.6 - 0.2j]
    return A, lam


def test_largest_modulus_of_a_non_normal_matrix(non_normal):
    A, lam = non_normal
    run = krylov_schur(lambda v: A @ v, A.shape[0], 3, tol=1e-11)
    assert run.orthogonality < 1e-13  # two Gram-Schmidt passes keep the basis orthonormal
    ref = lam[np.argsort(-np.abs(lam))][:4]
    assert run.converged
    assert abs(run.values[0] - ref[0]) < 1e-9           # -0.9, a negative real eigenvalue
    assert set(np.round(run.values[1:4], 8)) == set(np.round(ref[1:4], 8))


def test_largest_real_part(non_normal):
    A, _ = non_normal
    run = krylov_schur(lambda v: A @ v, A.shape[0], 1, tol=1e-11, which="LR")
    assert run.converged and abs(run.values[0] - 0.7) < 1e-9


@pytest.mark.parametrize("seed", [0, 3, 5])
def test_random_matrices_against_numpy_eig(seed):
    """Eigenvalues filling a disc (circular law), the hard case for Krylov methods: with a
    basis of 12 or 16 vectors these seeds converged to the wrong four; the default must not."""
    rng = np.random.default_rng(seed)
    N = 150
    A = rng.normal(size=(N, N)) / np.sqrt(N)
    run = krylov_schur(lambda v: A @ v, N, 4, tol=1e-12)
    w = np.linalg.eigvals(A)
    ref = np.sort(np.abs(w))[::-1]
    got = np.sort(np.abs(run.values))[::-1]
    np.testing.assert_allclose(got[:4], ref[:4], rtol=0, atol=1e-9)


def test_invariant_subspace_of_a_highly_degenerate_spectrum():
    """512 states but ten distinct eigenvalues ``(-0.8)^j``: the Krylov space from one vector
    closes after ten steps (beta = 0) and the run must carry on from a fresh direction (which
    can also find a second copy of the nine-fold ``-0.8``): the top two are ``1`` and ``-0.8``,
    and every value returned is one of the ``(-0.8)^j``."""
    P1 = np.array([[0.1, 0.9], [0.9, 0.1]])
    P = np.array([[1.0]])
    for _ in range(9):
        P = np.kron(P, P1)
    run = krylov_schur(lambda v: P @ v, P.shape[0], 3, tol=1e-12)
    assert run.converged
    np.testing.assert_allclose(run.values[:2], [1.0, -0.8], atol=1e-12)
    powers = (-0.8) ** np.arange(10)
    assert all(np.min(np.abs(powers - v)) < 1e-12 for v in run.values)


def test_float32_basis_reaches_float32_accuracy():
    N = 60
    run = krylov_schur(lazy_cycle(N), N, 3, tol=1e-5, dtype=np.float32)
    mu1 = abs(0.5 * (1 + np.exp(2j * np.pi / N)))
    assert run.converged and abs(abs(run.values[1]) - mu1) < 1e-5


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError, match="k < m < N"):
        krylov_schur(lazy_cycle(10), 10, 10, tol=1e-8)


def test_basis_stays_orthonormal_on_a_chain():
    """``P^T`` of a non-reversible chain, four wanted values: one Gram-Schmidt pass left the
    basis orthonormal to 5.6e-12 only (the residual estimates assume it is), two passes to
    1.5e-14."""
    from exact import glauber_kernel
    from toolkit.models import random_pairwise

    PT = glauber_kernel(random_pairwise(2, 9, 0.5, rng=0), temperature=1.0).sparse().T.tocsr()
    run = krylov_schur(lambda v: PT @ v, PT.shape[0], 4, tol=1e-12)
    assert run.converged and run.orthogonality < 1e-13


@pytest.mark.parametrize("N", [3, 4, 5, 8])
def test_small_spaces_keep_an_orthonormal_basis(N):
    """On ``N`` states at most ``N`` orthonormal vectors exist, so the basis (``m + 1`` vectors)
    has ``m <= N - 1`` (the run asks for 10 by default with ``k = 1``). The lazy cyclic shift
    ``(I + C) / 2``: top modulus 1 (eigenvector the constants). The Ritz pair's true residual
    ``||A x - theta x||`` must be the estimate: at ``N = 3`` (``m = 2``) the first Rayleigh
    quotient holds the conjugate pair ``(1 + e^{+-2 pi i / 3}) / 2`` alone, and a restart that kept
    one column of its 2 x 2 Schur block broke the Arnoldi relation (a Ritz value 0.983 reported
    with residual 8e-13 against a true residual of 0.11)."""
    def A(v):
        return 0.5 * (v + np.roll(v, 1))

    with np.errstate(all="raise"):
        run = krylov_schur(A, N, 1, tol=1e-12)
    assert run.converged
    assert abs(run.values[0] - 1.0) < 1e-12
    assert run.orthogonality < 1e-12
    x = run.vectors[:, 0]
    true = np.linalg.norm(A(x.real) + 1j * A(x.imag) - run.values[0] * x)
    assert true <= 1e-12 and abs(true - run.residuals[0]) <= 1e-14
