"""harden10i: chunked loops whose last chunk is partial, and the lazy weight ``(1 - lazy) / n``.

Every reference here is written from the definitions, not from the code under test: an
independent-sites model (``p_i(a | x_-i) = softmax(h_i)_a``, whatever the context;
toolkit/models/toy.py) has the random-scan kernel

    P(x, y) = (1 - lazy) / n * p_i(y_i)      (y differs from x at site i only)

(exact/kernel.py's module docstring: laziness ``lazy * I + (1 - lazy) * P``), the diagonal
making rows sum to 1, and the stationary law ``pi(x) = prod_i p_i(x_i)``. States are numbered
with site 0 most significant (``x = sum_i x_i q^(n-1-i)``). The chunk sizes are chosen so
that no loop's range is a multiple of its chunk: the last chunk is partial.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from exact._lanczos import axpy as lanczos_axpy
from exact._lanczos import lanczos_top
from exact.kernel import glauber_kernel
from exact.spectral import _axpy as spectral_axpy
from exact.spectral import _site_dirichlet
from exact.stationary import _coarse_flows_sites
from toolkit.models import IndependentSites

Q, N_SITES, LAZY = 3, 3, 0.3
P_SITE = np.array([[0.2, 0.3, 0.5], [0.6, 0.1, 0.3], [0.25, 0.15, 0.6]])


def _kernel():
    return glauber_kernel(IndependentSites(np.log(P_SITE)), temperature=1.0, lazy=LAZY)


def _states():
    return list(itertools.product(range(Q), repeat=N_SITES))   # site 0 most significant


def _reference_P():
    S = _states()
    index = {x: k for k, x in enumerate(S)}
    N = len(S)
    P = np.zeros((N, N))
    w = (1 - LAZY) / N_SITES
    for x in S:
        for i in range(N_SITES):
            for a in range(Q):
                if a != x[i]:
                    y = x[:i] + (a,) + x[i + 1:]
                    P[index[x], index[y]] = w * P_SITE[i, a]
    P[np.arange(N), np.arange(N)] = 1 - P.sum(axis=1)
    return P


def _reference_pi():
    return np.array([np.prod([P_SITE[i, x[i]] for i in range(N_SITES)]) for x in _states()])


def test_offdiag_chunks_with_partial_last_chunk_give_every_move():
    # chunk = 54: site 1 has left = 3 contexts in steps of 54 // (9 * 3) = 2 (chunks 2 + 1),
    # site 2 left = 9 in steps of 54 // 9 = 6 (6 + 3)
    K = _kernel()
    P = np.zeros((27, 27))
    for r, c, v in K.offdiag_chunks(chunk=54):
        P[r, c] += v
    ref = _reference_P()
    np.fill_diagonal(ref, 0.0)
    np.testing.assert_allclose(P, ref, rtol=1e-13, atol=0)


def test_site_dirichlet_with_partial_blocks_matches_the_symmetrised_kernel():
    # x^T (I - S) x and (I - S) x with S = D^1/2 P D^-1/2 (pi reversible: S symmetric);
    # chunk = 18: site 0 has right = 9 in blocks of 18 // 9 = 2 (4 x 2 + 1),
    # site 2 left = 9 in blocks of 18 // 9 = 2 (4 x 2 + 1)
    P, pi = _reference_P(), _reference_pi()
    d = np.sqrt(pi)
    S = d[:, None] * P / d[None, :]
    x = np.cos(np.arange(27) * 0.7 + 0.2)
    x -= d * (d @ x)                    # orthogonal to sqrt(pi), as the caller passes it
    x /= np.linalg.norm(x)
    quad, Lx = _site_dirichlet(_kernel(), x, chunk=18)
    want = x - S @ x
    np.testing.assert_allclose(Lx, want, rtol=0, atol=1e-14)
    assert quad == pytest.approx(float(x @ want), rel=1e-12, abs=0)


@pytest.mark.parametrize("axpy", [spectral_axpy, lanczos_axpy], ids=["spectral", "_lanczos"])
def test_axpy_in_chunks_updates_the_last_partial_chunk(axpy):
    y = np.arange(10, dtype=float)
    x = np.ones(10)
    axpy(y, 2.0, x, chunk=3)            # chunks 3 + 3 + 3 + 1
    np.testing.assert_array_equal(y, np.arange(10) + 2.0)


def test_lanczos_top_after_n_steps_is_converged_and_exact():
    # after N steps the Krylov space is the whole space: the top Ritz value is the top
    # eigenvalue, converged even at tol = 0 where beta_N rounds to a tiny non-zero number
    rng = np.random.default_rng(3)
    B = rng.standard_normal((6, 6))
    A = B + B.T
    run = lanczos_top(lambda v: A @ v, 6, np.float64, tol=0.0, maxiter=40)
    assert run.converged
    assert run.steps <= 6
    assert run.theta == pytest.approx(float(np.linalg.eigvalsh(A)[-1]), abs=1e-12)


def test_coarse_flows_sites_carry_the_lazy_weight():
    # A[a, b] = sum of pi(x) P(x, y) over the moves from group a to group b != a
    P, pi = _reference_P(), _reference_pi()
    labels = np.array([x[0] + (x[2] == 2) for x in _states()])   # groups 0..3
    K = int(labels.max()) + 1
    want = np.zeros((K, K))
    for s in range(27):
        for t in range(27):
            if s != t and labels[s] != labels[t]:
                want[labels[s], labels[t]] += pi[s] * P[s, t]
    A = _coarse_flows_sites(_kernel(), pi, labels, K)
    np.testing.assert_allclose(np.asarray(A).reshape(K, K), want, rtol=1e-12, atol=1e-300)
