"""Blind audit 23c (issue 30): ``toolkit.exact_torch.spectral_gap`` on a matrix computes both ends of
the spectrum, and "the comparison needs both ends: converged only if both are" (its code comment and
docstring: stopping at ``maxiter`` is not convergence). A chain whose top end converges within the cap
while its bottom end cannot must still warn."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("torch")

from toolkit.exact_torch import TorchKernel, spectral_gap, stationary  # noqa: E402
from toolkit.exceptions import ConvergenceWarning  # noqa: E402


def _two_clusters(m: int = 30, link: float = 1e-3, seed: int = 0) -> np.ndarray:
    """The random walk on two dense random-weight clusters of ``m`` states joined by one edge of weight
    ``link``: reversible (pi proportional to the degrees), lambda_2 = 1 - O(link) far above the rest,
    and the bottom of the spectrum a cluster of 2m - 2 eigenvalues within about 0.15 of each other
    (a random dense block), so the top end converges in a few Lanczos steps and the bottom end does not."""
    rng = np.random.default_rng(seed)
    A = np.zeros((2 * m, 2 * m))
    for s in (slice(0, m), slice(m, 2 * m)):
        B = rng.random((m, m))
        A[s, s] = B + B.T
    A[m - 1, m] = A[m, m - 1] = link
    return A / A.sum(axis=1)[:, None]


def test_matrix_gap_warns_when_only_the_top_end_converged():
    P = _two_clusters()
    ev = np.sort(np.linalg.eigvals(P).real)          # independent: numpy's dense eigenvalues
    K = TorchKernel.from_matrix(P)
    pi = stationary(K)
    # uncapped: both ends converge, no warning, and the gap is 1 - lambda_2 (|lambda_min| ~ 0.15 is smaller)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ConvergenceWarning)
        full = spectral_gap(K, pi)
    assert full.gap == pytest.approx(1.0 - ev[-2], rel=1e-6)
    assert abs(ev[0]) < ev[-2]
    # capped at 15 steps: lambda_2 (isolated) is already found, the bottom cluster is not resolved,
    # so the run is not converged and says so
    with pytest.warns(ConvergenceWarning, match="maxiter=15"):
        capped = spectral_gap(K, pi, maxiter=15)
    assert capped.gap == pytest.approx(1.0 - ev[-2], rel=1e-6)
