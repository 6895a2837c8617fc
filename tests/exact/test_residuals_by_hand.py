"""The residuals that the exact engine reports, checked by hand, and the GMRES polish of the
Krylov stationary law made to run.

Closed forms. The cyclic chain on three states ``0 -> 1 -> 2 -> 0`` with probability ``1 - a``
forward and ``a`` backward is doubly stochastic, so ``pi`` is uniform; the flows are
``F(x, y) = pi(x) P(x, y) = P(x, y)/3``, so the detailed-balance residual
``sum_{x,y} |F(x,y) - F(y,x)|`` is ``6 |1 - 2a| / 3 = 2 |1 - 2a|``, the edge-wise relative
residual ``max |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))`` is ``|1 - 2a| / max(a, 1 - a)``, and
``lazy I + (1 - lazy) P`` multiplies the first by ``1 - lazy`` and leaves the second (a ratio of
off-diagonal flows) as it is. ``||pi P - pi||_1`` of a given (wrong) ``pi`` is a sum written out
in each test. For Glauber kernels the same sums are taken over the dense kernel built from
``model.logits`` in ``tests/independent.py`` (no ``exact`` code), with ``pi`` from the textbook GTH
loop there.

GMRES. The Krylov path of :func:`exact.stationary.stationary_law` takes ARPACK's Perron vector
and polishes it by GMRES on ``(I - P^T + u 1^T) x = u`` when its residual is above ``tol``. With
``maxiter=1`` ARPACK does not converge on 243 states and the polish starts from the uniform
vector: the law returned is GMRES's alone (``refine=False`` leaves out the later sweeps).
"""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact import glauber_kernel
from exact.reversibility import detailed_balance_residual, edge_relative_residual, reversibility
from exact.stationary import balance_residual, stationary_law, stationary_residual
from toolkit.models import potts, random_table

from ..independent import dense_kernel, gth


def cyclic(a: float, lazy: float = 0.0) -> np.ndarray:
    P = np.array([[0.0, 1 - a, a], [a, 0.0, 1 - a], [1 - a, a, 0.0]])
    return lazy * np.eye(3) + (1 - lazy) * P


def db_by_hand(P: np.ndarray, pi: np.ndarray) -> float:
    F = pi[:, None] * P
    return float(np.abs(F - F.T).sum())


# ---------------------------------------------------------------------- detailed balance
@pytest.mark.parametrize("a", [0.1, 0.3, 0.5])
@pytest.mark.parametrize("lazy", [0.0, 0.4])
def test_cyclic_chain_detailed_balance_closed_forms(a, lazy):
    P = cyclic(a, lazy)
    pi = np.full(3, 1 / 3)
    expected = 2 * abs(1 - 2 * a) * (1 - lazy)
    assert detailed_balance_residual(P, pi) == pytest.approx(expected, abs=1e-15)
    assert detailed_balance_residual(sp.csr_matrix(P), pi) == pytest.approx(expected, abs=1e-15)
    assert edge_relative_residual(P, np.log(pi)) == pytest.approx(abs(1 - 2 * a) / max(a, 1 - a), abs=1e-14)
    assert reversibility(P).reversible is (a == 0.5)


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_lazy_nonreversible_glauber_kernel_residual_by_hand(lazy):
    m = random_table(2, 3, 1.0, rng=22)  # incompatible: a non-reversible chain
    K = glauber_kernel(m, temperature=0.8, lazy=lazy)
    P = dense_kernel(m, 0.8, lazy=lazy)
    pi = gth(P)
    by_hand = db_by_hand(P, pi)
    assert by_hand > 1e-3  # far from reversible
    assert detailed_balance_residual(K, pi) == pytest.approx(by_hand, rel=1e-12, abs=0)
    assert detailed_balance_residual(P, pi) == pytest.approx(by_hand, rel=1e-12, abs=0)  # as a dense matrix
    assert detailed_balance_residual(sp.csr_matrix(P), pi) == pytest.approx(by_hand, rel=1e-12, abs=0)
    # laziness scales every off-diagonal flow by 1 - lazy and leaves the diagonal out
    P0 = dense_kernel(m, 0.8)
    assert by_hand == pytest.approx((1 - lazy) * db_by_hand(P0, gth(P0)), rel=1e-10)
    # the edge-wise relative residual of the kernel, by hand over the off-diagonal entries
    F = pi[:, None] * P
    off = ~np.eye(len(pi), dtype=bool) & ((F > 0) | (F.T > 0))
    rel = (np.abs(F - F.T)[off] / np.maximum(F, F.T)[off]).max()
    assert edge_relative_residual(K, np.log(pi)) == pytest.approx(rel, rel=1e-9)


def test_compatible_glauber_kernel_has_zero_residual_with_its_gibbs_law():
    m = potts(3, 3, 0.7)
    K = glauber_kernel(m, temperature=0.9, lazy=0.2)
    P = dense_kernel(m, 0.9, lazy=0.2)
    pi = gth(P)
    assert db_by_hand(P, pi) < 1e-15
    assert detailed_balance_residual(K, pi) < 1e-15
    # a wrong pi (uniform) leaves a residual that the hand sum gives exactly
    u = np.full(len(pi), 1 / len(pi))
    assert detailed_balance_residual(K, u) == pytest.approx(db_by_hand(P, u), rel=1e-12, abs=0)


# ---------------------------------------------------------------------- stationary residual
def test_stationary_residual_closed_form():
    # lazy random walk on a path of 3: pi = (1/4, 1/2, 1/4); the uniform vector maps to
    # (1/4, 1/2, 1/4), so ||u P - u||_1 = 1/12 + 1/6 + 1/12 = 1/3
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    u = np.full(3, 1 / 3)
    assert stationary_residual(P, u) == pytest.approx(1 / 3, abs=1e-15)
    assert stationary_residual(sp.csr_matrix(P), u) == pytest.approx(1 / 3, abs=1e-15)
    assert stationary_residual(P, np.array([0.25, 0.5, 0.25])) < 1e-16


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("lazy", [0.0, 0.35])
def test_stationary_residual_of_glauber_kernels_by_hand(dtype, lazy):
    # float32 kernels take the site-by-site route in float64 conditionals; both against
    # ||pi P - pi||_1 over the dense kernel, for the exact law and for a wrong one
    m = random_table(3, 3, 1.0, rng=7)
    K = glauber_kernel(m, temperature=0.7, lazy=lazy, dtype=dtype)
    P = dense_kernel(m, 0.7, lazy=lazy)
    pi = gth(P)
    w = pi * np.linspace(0.5, 1.5, pi.size)
    w /= w.sum()
    hand = float(np.abs(w @ P - w).sum())
    assert hand > 1e-3
    assert stationary_residual(K, w) == pytest.approx(hand, rel=1e-10)
    assert stationary_residual(K, pi) < 1e-14


def test_balance_residual_by_hand():
    # rho(y) = |sum_{x != y} pi(x) P(x, y) / (pi(y) sum_{z != y} P(y, z)) - 1|
    P = cyclic(0.2, 0.3)
    w = np.array([0.5, 0.3, 0.2])
    inflow = np.array([sum(w[x] * P[x, y] for x in range(3) if x != y) for y in range(3)])
    out = w * (1 - np.diag(P))
    assert balance_residual(P, w) == pytest.approx(np.abs(inflow / out - 1), rel=1e-13, abs=0)
    assert balance_residual(P, w, log_pi=np.log(w)) == pytest.approx(np.abs(inflow / out - 1), rel=1e-12, abs=0)


def test_reported_law_residuals_are_the_hand_sums():
    m = random_table(2, 4, 1.0, rng=3)
    P = dense_kernel(m, 1.0, lazy=0.25)
    law = stationary_law(glauber_kernel(m, temperature=1.0, lazy=0.25))
    ref = gth(P)
    assert np.abs(law.pi / ref - 1).max() <= law.relative_error
    assert law.residual == pytest.approx(float(np.abs(law.pi @ P - law.pi).sum()), abs=1e-16)
    inflow = law.pi @ P - np.diag(P) * law.pi
    rho = np.abs(inflow / (law.pi * (1 - np.diag(P))) - 1)
    assert law.max_relative_residual == pytest.approx(rho.max(), abs=1e-15)


# ---------------------------------------------------------------------- the GMRES polish
def test_gmres_polish_alone_gives_the_law():
    m = random_table(3, 5, 1.0, rng=4)  # 243 states: ARPACK does not converge in one iteration
    P = dense_kernel(m, 1.0)
    ref = gth(P)
    from scipy.sparse.linalg import ArpackNoConvergence, eigs

    with pytest.raises(ArpackNoConvergence):  # the input that makes the polish start from uniform
        eigs(P.T, k=1, which="LM", v0=np.full(P.shape[0], 1 / P.shape[0]), tol=1e-12, maxiter=1)
    law = stationary_law(P, method="krylov", maxiter=1, refine=False)
    assert law.method == "krylov"
    assert np.abs(law.pi / ref - 1).max() < 1e-9
    assert float(np.abs(law.pi @ P - law.pi).sum()) < 1e-11
    # the same on the kernel object (matrix-free products)
    law_k = stationary_law(glauber_kernel(m, temperature=1.0), method="krylov", maxiter=1, refine=False)
    assert np.abs(law_k.pi / ref - 1).max() < 1e-9


def test_error_estimate_holds_the_round_off_term_of_every_state():
    # Second blind audit (issue 30). The estimate of every entry's relative error is
    # rho_max + 8 max(N, terms) u + (the kernel's own rounding, >= 0) (exact.stationary): on a
    # dense 200-state chain (terms = 64 < N) it is at least rho_max + 8 * 200 * u.
    N = 200
    P = np.random.default_rng(0).random((N, N))
    P /= P.sum(axis=1, keepdims=True)
    law = stationary_law(P)
    u = np.finfo(float).eps / 2
    assert law.relative_error >= law.max_relative_residual + 8 * N * u
