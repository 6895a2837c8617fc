"""The matrix-free paths for large state spaces (issue 15) against the dense ones on small
chains: three-vector Lanczos on the symmetrized kernel, and pairwise logits built on the
fly instead of stored."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.exceptions import GlauberError
from toolkit.models import potts, random_table

spectral = importlib.import_module("exact.spectral")  # exact.spectral_summary shadows the module


@pytest.mark.parametrize(("model", "T"), [(potts(3, 6, 1.0), 1.0), (potts(2, 8, 1.0), 0.4), (potts(4, 5, 0.7), 0.6)])
def test_lanczos_gap_equals_the_dense_gap(model, T):
    K = glauber_kernel(model, temperature=T)
    dense = spectral.spectral_summary(K, method="dense")
    lz = spectral.spectral_summary(K, method="lanczos")
    assert lz.method.startswith("lanczos")
    # relative agreement, also for the 1e-16 metastable gap of potts(2, 8) at T = 0.4
    assert abs(lz.spectral_gap - dense.spectral_gap) <= 1e-9 * dense.spectral_gap + lz.gap_error
    assert lz.gap_error < 1e-6 * max(dense.spectral_gap, 1e-300) + 1e-12


def test_lanczos_refuses_a_nonreversible_kernel():
    K = glauber_kernel(random_table(2, 4, 1.0, rng=0), temperature=1.0)
    with pytest.raises(GlauberError, match="reversible"):
        spectral.spectral_summary(K, method="lanczos")


def test_sym_matvec_is_the_symmetrized_kernel():
    K = glauber_kernel(potts(3, 4, 1.0), temperature=0.7)
    P = K.dense()
    S = np.sqrt(P * P.T)
    f = np.random.default_rng(1).normal(size=K.n_states)
    np.testing.assert_allclose(K.sym_matvec(f), S @ f, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(K.sym_matvec(f, precise=True), S @ f, rtol=1e-12, atol=1e-14)


def test_pairwise_logits_on_the_fly_equal_the_stored_table():
    m = potts(3, 7, 1.0)
    K1 = glauber_kernel(m, temperature=1.0, logits="stored")
    K2 = glauber_kernel(m, temperature=1.0, logits="on-the-fly")
    f = np.random.default_rng(0).random(K1.n_states)
    np.testing.assert_allclose(K2.matvec(f), K1.matvec(f), rtol=1e-13, atol=0)


def test_on_the_fly_logits_need_a_pairwise_model():
    with pytest.raises(GlauberError, match="Pairwise"):
        glauber_kernel(random_table(2, 3, 1.0, rng=0), logits="on-the-fly")
    with pytest.raises(GlauberError, match="`logits`"):
        glauber_kernel(potts(2, 3, 1.0), logits="sometimes")


# ---------------------------------------------------------------------- the recurrence itself
def _diagonal(d):
    return lambda v: d.astype(v.dtype) * v


def test_lanczos_residual_estimate_is_the_ritz_pairs_residual():
    """``beta_m |y_m|`` is, in exact arithmetic, ``||A x - theta x||`` of the unit Ritz vector
    ``x = sum_j y_j v_j`` (Paige 1980), so the run stops at the tolerance and the rebuilt vector's
    residual agrees with the estimate. Operator: ``diag(1, 0..0.5)`` on 400 states, whose top
    eigenvalue 1 is separated from the rest by 0.5. Kaniel-Paige: the Ritz vector's angle after
    ``k`` steps is at most ``tan(angle of v0) / T_{k-1}(1 + 2 gamma)``, ``gamma = (1 - 0.5) / (0.5 - 0)
    = 1``, ``T_{k-1}(3) >= 5.83^(k-1) / 2``; the start ``cos(1.3 j + 0.1)`` has ``tan <= 15`` on the
    top eigenvector, so the residual is below ``1e-10`` once ``5.83^(k-1) >= 3e11``, ``k >= 17``:
    the check every 5 steps stops the run by step 25 (an estimate that lags the residual, such as
    another component of ``y`` than the last, runs on)."""
    from exact._lanczos import lanczos_top, ritz_vector

    N = 400
    d = np.concatenate([[1.0], np.linspace(0.0, 0.5, N - 1)])
    A = _diagonal(d)
    run = lanczos_top(A, N, np.float64, tol=1e-10)
    assert run.converged and run.steps <= 25
    assert abs(run.theta - 1.0) < 1e-12
    x = ritz_vector(A, run)
    x /= np.linalg.norm(x)
    r = float(np.linalg.norm(A(x) - run.theta * x))
    assert run.estimate <= 1e-10
    assert r <= 1e-9 and abs(r - run.estimate) <= 1e-12 + 0.5 * max(r, run.estimate)


def test_lanczos_stops_when_the_krylov_space_is_the_whole_space():
    """On ``N = 3`` states the Krylov space is everything after 3 steps (``beta_3 = 0`` in exact
    arithmetic), so the run stops there with the exact top eigenvalue, even with ``tol = 0``."""
    from exact._lanczos import lanczos_top

    run = lanczos_top(_diagonal(np.array([3.0, 2.0, 1.0])), 3, np.float64, tol=0.0, maxiter=50)
    assert run.steps <= 3 and run.converged
    assert run.theta == pytest.approx(3.0, rel=1e-13)


def test_next_ritz_is_the_largest_value_below_the_ghosts():
    """Ritz values 3 (and its ghost copy 3 - 1e-12), 2 and 1: the next one below ``theta - sep`` is 2."""
    from exact._lanczos import LanczosRun, next_ritz

    run = LanczosRun(alpha=np.zeros(4), beta=np.zeros(4), theta=3.0, y=np.ones(4), estimate=0.0,
                     ritz=np.array([3.0, 3.0 - 1e-12, 2.0, 1.0]), steps=4, converged=True, v0=np.ones(4))
    assert next_ritz(run, 1e-6) == 2.0
    assert next_ritz(run, 5.0) is None
