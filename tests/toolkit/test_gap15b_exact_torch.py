""":func:`toolkit.exact_torch.spectral_gap` on a float32 matrix kernel (issue 30, branch gap15b):
its Lanczos runs in the kernel's dtype on ``D^{1/2} P D^{-1/2}`` (the float32 branch of the
product no targeted test ran), then the float64 Rayleigh quotient gives the gap. Reference: the
eigenvalues of the symmetrised matrix by numpy (a reversible chain's spectrum)."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit import exact_torch as et  # noqa: E402


def _lazy_metropolis(N=7, seed=3):
    """Lazy Metropolis chain with uniform proposals for a random law pi: reversible w.r.t. pi."""
    pi = np.random.default_rng(seed).uniform(0.2, 1.0, size=N)
    pi /= pi.sum()
    P = np.minimum(1.0, pi[None, :] / pi[:, None]) / (2 * (N - 1))
    np.fill_diagonal(P, 0.0)
    P[np.diag_indices(N)] = 1.0 - P.sum(axis=1)
    return P, pi


def test_float32_matrix_kernel_gap_matches_the_symmetrised_spectrum():
    P, pi = _lazy_metropolis()
    d = np.sqrt(pi)
    lam = np.sort(np.linalg.eigvalsh(d[:, None] * P / d[None, :]))
    ref = 1.0 - max(lam[-2], abs(lam[0]))  # lazy: every eigenvalue >= 0
    K = et.TorchKernel.from_matrix(P, dtype="float32")
    assert K.dtype == torch.float32
    g = et.spectral_gap(K, torch.as_tensor(pi))
    assert g.gap == pytest.approx(ref, abs=1e-5)
