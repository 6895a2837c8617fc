"""Sixth blind audit, part c (issue 30): the survivors' contracts in exact/ (the catalogue is
benchmarks/blind_audit_6c.py)."""

from __future__ import annotations

import math

import numpy as np

from exact._lanczos import lanczos_top
from exact.spectral import spectral_summary


def _path(v):
    w = np.zeros_like(v)
    w[1:] += v[:-1]
    w[:-1] += v[1:]
    return w


def test_lanczos_stopped_by_maxiter_reports_the_last_steps_ritz_value():
    # lanczos_top stops after maxiter steps (converged False); its theta is then the top Ritz
    # value of the Krylov space of that many steps. Reference: that space built directly,
    # span{v0, A v0, ..., A^6 v0} orthonormalized by QR, and the largest eigenvalue of Q^T A Q
    # (in exact arithmetic Lanczos's T_7 has the same eigenvalues). 7 is not a multiple of the
    # check interval (5), so a run that checked only every 5 steps would report the 5-step value.
    A = np.array([_path(e) for e in np.eye(50)])
    run = lanczos_top(_path, 50, np.float64, tol=1e-15, maxiter=7)
    assert run.steps == 7 and not run.converged and run.ritz.size == 7
    K = np.column_stack([np.linalg.matrix_power(A, j) @ run.v0 for j in range(7)])
    Q, _ = np.linalg.qr(K)
    ref = np.linalg.eigvalsh(Q.T @ A @ Q)
    assert abs(run.theta - ref[-1]) < 1e-10
    np.testing.assert_allclose(run.ritz, ref[::-1], atol=1e-9)
    # the 5-step value is visibly lower (the top eigenvalue 2 cos(pi/51) is not reached yet)
    Q5, _ = np.linalg.qr(K[:, :5])
    assert ref[-1] - np.linalg.eigvalsh(Q5.T @ A @ Q5)[-1] > 1e-3


def _lazy_cycle(N):
    P = np.zeros((N, N))
    i = np.arange(N)
    P[i, i] = 0.5
    P[i, (i + 1) % N] += 0.25
    P[i, (i - 1) % N] += 0.25
    return P


def test_auto_method_is_dense_up_to_256_states():
    # documented (spectral_summary, method "auto"): dense up to 256 states, Krylov above.
    # Lazy cycle walk: eigenvalues 1/2 + cos(2 pi k/N)/2, so gap = (1 - cos(2 pi/N))/2.
    for N, dense in ((256, True), (257, False)):
        s = spectral_summary(_lazy_cycle(N), nonreversible_k=0)
        assert s.method.startswith("dense") is dense, (N, s.method)
        assert abs(s.spectral_gap - (1 - math.cos(2 * math.pi / N)) / 2) < 1e-10
