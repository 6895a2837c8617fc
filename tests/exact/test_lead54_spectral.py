"""exact.spectral._reversible_krylov on a kernel whose gap is set by lambda_min (a nearly bipartite
reversible chain given as a matrix: lambda_2 = 0.356, lambda_min = -0.912): the error it reports
covers the inaccuracy of lambda_min, the end that sets the gap, not only of lambda_2.

The inaccuracy is planted: ARPACK's smallest eigenpair is handed back with its eigenvalue moved by
1e-6 (``_largest_deflated_sym`` wrapped). ARPACK's residual bound |theta - lambda| <= ||S x - theta x||
for a unit x then gives a residual of 1e-6 at that end, and the reported error must reach the true
distance |gap - (1 - |lambda_min|)| = 1e-6 (numpy's eigvalsh of the symmetrized matrix). Before stop
54 the error was the top end's residual (about 1e-13) and did not."""

from __future__ import annotations

import numpy as np
import pytest

from exact import spectral
from exact.stationary import as_law

SHIFT = 1e-6


def _nearly_bipartite(seed=6, N=10):
    """Weights 0.05 u^3 everywhere plus u across the two halves: lambda_min near -1."""
    rng = np.random.default_rng(seed)
    W = rng.random((N, N)) ** 3 * 0.05
    half = np.arange(N) < N // 2
    W[np.ix_(half, ~half)] += rng.random((N // 2, N // 2))
    W = W + W.T
    return W / W.sum(axis=1, keepdims=True), W.sum(axis=1) / W.sum()


def test_krylov_error_covers_the_end_that_sets_the_gap(monkeypatch):
    P, pi = _nearly_bipartite()
    s = np.sqrt(pi)
    ev = np.linalg.eigvalsh(s[:, None] * P / s[None, :])
    assert ev[0] == pytest.approx(-0.9117, abs=1e-3) and np.sort(ev)[-2] == pytest.approx(0.3563, abs=1e-3)
    true_gap = 1 + ev[0]
    real = spectral._largest_deflated_sym

    def planted(apply, s, N, *, which="LA", **kw):
        out = real(apply, s, N, which=which, **kw)
        if which == "SA":          # lambda_min handed back 1e-6 too high (towards 0)
            return (out[0] + SHIFT, out[1]) if kw.get("vectors") else out + SHIFT
        return out

    monkeypatch.setattr(spectral, "_largest_deflated_sym", planted)
    lam2, lam_star, gap, err, used, iv = spectral._reversible_krylov(P, as_law(P))
    assert abs(gap - true_gap) == pytest.approx(SHIFT, rel=1e-3)
    assert err >= abs(gap - true_gap)
    assert iv.lower <= true_gap <= iv.upper
