"""harden10a: toolkit.exact_torch.spectral_gap tests convergence every CHECK_EVERY Lanczos steps
(issue 30)."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit import exact_torch as et  # noqa: E402


def test_lanczos_converges_on_a_multiple_of_check_every():
    # P = 0.8 B + 0.2 W on N = 40 states: B two blocks of 20 (stay 0.98, cross 0.02, uniform), W the
    # lazy path walk (1/4 to each neighbour). Symmetric and doubly stochastic: pi uniform, reversible;
    # the gap 1 - lambda_2 by numpy's eigvalsh (an independent dense solver). The convergence test
    # runs only after every CHECK_EVERY-th step (or at a breakdown, or at the last step N - 1), so a
    # run that stops early stops at a multiple of CHECK_EVERY
    N, h, d, a = 40, 20, 0.02, 0.8
    W = np.zeros((N, N))
    for x in range(N):
        for y in (x - 1, x + 1):
            if 0 <= y < N:
                W[x, y] = 0.25
        W[x, x] = 1 - W[x].sum()
    B = np.zeros((N, N))
    B[:h, :h] = B[h:, h:] = (1 - d) / h
    B[:h, h:] = B[h:, :h] = d / h
    P = a * B + (1 - a) * W
    want = 1 - np.sort(np.linalg.eigvalsh(P))[-2]
    g = et.spectral_gap(et.TorchKernel.from_matrix(P, dtype="float64"), torch.full((N,), 1.0 / N, dtype=torch.float64))
    assert g.gap == pytest.approx(want, abs=1e-12)
    assert g.steps < N - 1
    assert g.steps % et.CHECK_EVERY == 0, g.steps
    assert f"({g.steps} steps" in g.method
