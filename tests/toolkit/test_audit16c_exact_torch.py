"""The error that toolkit.exact_torch.spectral_gap reports (sixteenth blind audit, part c).

The docstring of ``spectral_gap`` promises ``min(r, r^2 / delta)``. Here ``r`` is the residual of
the float64 Rayleigh quotient ``lam`` at the Ritz vector. ``delta`` is the Kato-Temple gap from
``lam`` to the next eigenvalue below, which the code estimates by the nearest Ritz value below
``theta``. This test stops Lanczos early (``maxiter=4``), so ``r`` is not round-off. It then
computes the same quantities on its own: a Rayleigh-Ritz step on the 4-dimensional Krylov space,
from the start vector the module documents in ``run``, with the ``sqrt(pi)`` direction deflated.
The farthest Ritz value below in place of the nearest (a smaller, anti-conservative error) fails it.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("torch")

from toolkit import exact_torch  # noqa: E402


def _chain(N=10, seed=3):
    """A reversible chain: ``P = D^-1 W`` for symmetric positive weights ``W``, ``pi`` the row sums."""
    rng = np.random.default_rng(seed)
    W = rng.random((N, N)) ** 3
    W = W + W.T
    pi = W.sum(axis=1) / W.sum()
    return W / W.sum(axis=1, keepdims=True), pi


def _expected_error(P, pi, steps, tol):
    """``min(r, r^2/delta) + 1e-15`` by a Rayleigh-Ritz step on ``K_steps(S, v0)``, ``S`` the
    symmetrized kernel with ``sqrt(pi)`` deflated, computed in numpy."""
    s = np.sqrt(pi)
    s = s / np.linalg.norm(s)
    S = s[:, None] * P / s[None, :]   # D^{1/2} P D^{-1/2}
    proj = np.eye(len(pi)) - np.outer(s, s)
    Sd = proj @ S @ proj
    v = proj @ np.cos(np.arange(len(pi)) * 1.3 + 0.1)   # the module's start vector
    K = [v / np.linalg.norm(v)]
    for _ in range(steps - 1):
        K.append(Sd @ K[-1])
    V, _ = np.linalg.qr(np.array(K).T)
    theta, Y = np.linalg.eigh(V.T @ Sd @ V)
    top = theta[-1]
    x = V @ Y[:, -1]
    x = x / np.linalg.norm(x)
    w = Sd @ x
    lam = x @ w
    r = np.linalg.norm(w - lam * x)
    below = theta[theta < top - max(1e-3 * max(1.0 - top, 1e-16), 100 * tol)]
    assert below.size >= 2   # the nearest and the farthest Ritz value below differ
    delta = lam - below.max()
    return min(r, r * r / delta) + 1e-15, r, lam - below.min()


def test_gap_error_is_kato_temple_with_the_nearest_ritz_value_below():
    import torch

    P, pi = _chain()
    K = exact_torch.TorchKernel.from_matrix(P)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # maxiter=4 stops before the tolerance, by design
        g = exact_torch.spectral_gap(K, torch.as_tensor(pi), maxiter=4)
    expected, r, delta_far = _expected_error(P, pi, 4, exact_torch.LANCZOS_TOL["torch.float64"])
    assert g.steps == 4
    assert r > 1e-6   # not round-off: the choice of delta shows
    assert r * r / delta_far < 0.9 * expected   # the farthest Ritz value would give a smaller error
    assert g.gap_error == pytest.approx(expected, rel=1e-6)
