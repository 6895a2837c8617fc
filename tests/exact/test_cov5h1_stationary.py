"""Coverage-driven guards of ``exact.stationary`` (issue 30, helper cov5h1): the method
checks, the dense-size limit, the infinite-temperature path product, ARPACK's Perron vector
on small chains, the site-by-site balance residual and the aggregation steps without the
cached cross moves, each against a closed form or the dense computation of
``tests/independent.py``."""

from __future__ import annotations

import importlib

import numpy as np
import pytest
import scipy.sparse as sp

from exact import glauber_kernel
from exact.stationary import balance_residual, stationary_law
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.models import potts, random_table

from ..independent import dense_kernel, gth

st = importlib.import_module("exact.stationary")  # `exact.stationary` the attribute is the function


def _path3():
    # lazy walk on a path of 3: pi = (1/4, 1/2, 1/4) (detailed balance by hand)
    return np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])


def test_unknown_method_is_refused_by_name():
    with pytest.raises(InvalidInputError, match=r"`method` must be .*got 'power'"):
        stationary_law(_path3(), method="power")


def test_detailed_balance_needs_a_compatible_glauber_kernel():
    # a plain array is not a Glauber kernel; an incompatible random table is not compatible
    with pytest.raises(InvalidInputError, match="method='detailed-balance' needs a Glauber kernel"):
        stationary_law(_path3(), method="detailed-balance")
    K = glauber_kernel(random_table(2, 3, 1.0, rng=22), temperature=0.8)
    with pytest.raises(InvalidInputError, match="method='detailed-balance' needs a Glauber kernel"):
        stationary_law(K, method="detailed-balance")


def test_gth_above_four_times_dense_max_is_refused():
    N = 4 * st.DENSE_MAX + 1
    # the cycle walk x -> x + 1 (mod N) is a valid sparse stochastic matrix
    P = sp.csr_matrix((np.ones(N), (np.arange(N), (np.arange(N) + 1) % N)), shape=(N, N))
    with pytest.raises(InvalidInputError, match=rf"'gth' is dense: {N} states .* above {4 * st.DENSE_MAX} states"):
        stationary_law(P, method="gth")


def test_infinite_temperature_path_product_is_uniform():
    # T = inf: every conditional is uniform, so pi is uniform on the q**n = 27 states
    K = glauber_kernel(potts(3, 3, 0.7), temperature=np.inf)
    law = stationary_law(K, method="detailed-balance")
    assert law.pi == pytest.approx(np.full(27, 1 / 27), rel=1e-14, abs=0)


@pytest.mark.parametrize("refine", [False, True])
def test_krylov_on_a_small_chain_uses_arpack_and_matches_gth(refine):
    # N = 8 <= KRYLOV_SCHUR_MIN: the Perron vector from ARPACK; against the textbook GTH
    m = random_table(2, 3, 1.0, rng=5)
    P = dense_kernel(m, 0.9)
    law = stationary_law(sp.csr_matrix(P), method="krylov", refine=refine)
    assert law.pi == pytest.approx(gth(P), rel=1e-9, abs=0)


def test_krylov_of_a_reducible_chain_is_refused():
    # state 2 is absorbing (no move out): not irreducible, no unique law
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.0, 1.0]])
    with pytest.raises(ReducibleChainError):
        stationary_law(P, method="krylov")


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_balance_residual_site_route_matches_the_hand_sum(monkeypatch, lazy):
    # rho(y) = |sum_{x != y} pi(x) P(x, y) / (pi(y) sum_{z != y} P(y, z)) - 1| over the
    # dense kernel; the site-by-site route forced by lowering SITE_RESIDUAL_MIN
    m = random_table(3, 3, 1.0, rng=7)
    P = dense_kernel(m, 0.7, lazy=lazy)
    K = glauber_kernel(m, temperature=0.7, lazy=lazy)
    w = gth(P) * np.linspace(0.5, 1.5, P.shape[0])
    w /= w.sum()
    off = P - np.diag(np.diag(P))
    hand = np.abs((w @ off) / (w * off.sum(axis=1)) - 1.0)
    monkeypatch.setattr(st, "SITE_RESIDUAL_MIN", 1)
    assert balance_residual(K, w) == pytest.approx(hand, rel=1e-10, abs=1e-15)


def test_aggregation_without_cached_cross_moves_still_converges(monkeypatch):
    # CROSS_MOVES_MAX = 0: the aggregation steps sum the moves between groups chunk by chunk
    m = random_table(3, 4, 1.5, rng=11)    # 81 states, incompatible: the Krylov path
    P = dense_kernel(m, 0.6)
    ref = gth(P)
    monkeypatch.setattr(st, "CROSS_MOVES_MAX", 0)
    calls = []
    orig = st._aggregate
    monkeypatch.setattr(st, "_aggregate", lambda *a, **k: calls.append(a[4]) or orig(*a, **k))
    law = stationary_law(glauber_kernel(m, temperature=0.6), method="krylov")
    assert law.pi == pytest.approx(ref, rel=1e-9, abs=0)
    assert calls and all(c is None for c in calls)


@pytest.mark.parametrize("route", ["streamed", "cached"])
def test_one_aggregation_step_restores_a_groupwise_rescaled_law(route):
    # Aggregation/disaggregation fact: if w = pi * c[group] (the exact law rescaled by a
    # constant per group), the coarse chain built from w's within-group conditionals is the
    # exact lumped chain, whose stationary masses are pi's group masses; one step returns pi.
    m = random_table(3, 4, 1.5, rng=11)
    K = glauber_kernel(m, temperature=0.6)
    pi = gth(dense_kernel(m, 0.6))
    labels = st.descent_labels(K)
    G = int(labels.max()) + 1
    assert G > 1
    c = np.linspace(0.3, 3.0, G)
    w = pi * c[labels]
    w /= w.sum()
    cross = st._cross_moves(K, labels, G) if route == "cached" else None
    out, moved = st._aggregate(K, w, labels, G, cross)
    assert out == pytest.approx(pi, rel=1e-10, abs=0)
    assert moved > 0.1   # the masses did move


def test_arpack_perron_vector_of_a_small_chain():
    # N = 8 <= KRYLOV_SCHUR_MIN: ARPACK's eigenvector for eigenvalue 1 of P^T, proportional to pi
    from exact._linalg import as_operator
    P = dense_kernel(random_table(2, 3, 1.0, rng=5), 0.9)
    _, PT, N = as_operator(sp.csr_matrix(P))
    v = np.real(st._perron_left(PT, N, np.full(N, 1.0 / N), tol=1e-12, maxiter=None))
    assert np.abs(v).sum() > 0
    assert v / v.sum() == pytest.approx(gth(P), rel=1e-9, abs=0)


def test_site_by_site_refinement_without_the_csr_cache(monkeypatch):
    # SITE_RESIDUAL_MIN = 1 and no CSR transpose: the Krylov refinement takes its rates and
    # every sweep's inflow site by site; the law is still the textbook GTH's
    import exact._linalg as la
    m = random_table(3, 4, 1.5, rng=11)
    ref = gth(dense_kernel(m, 0.6))
    monkeypatch.setattr(st, "SITE_RESIDUAL_MIN", 1)
    monkeypatch.setattr(la, "SPARSE_PRODUCTS_MAX", 0)
    monkeypatch.setattr(la, "SPARSE_PRODUCTS_SMALL_Q_MAX", 0)
    K = glauber_kernel(m, temperature=0.6)
    assert st.offdiag_transpose_csr(K) is None
    law = stationary_law(K, method="krylov")
    assert law.pi == pytest.approx(ref, rel=1e-9, abs=0)
    assert law.max_relative_residual < 1e-8


def test_gth_refusal_quotes_the_dense_float64_size():
    # harden11d (issue 30): the refusal names what the dense GTH would need, an N x N float64
    # matrix: 8 N^2 bytes, to one decimal in GiB (N = 20000: 2.98 -> "3.0"; 4 N^2 would be "1.5")
    N = 20000
    assert N > 4 * st.DENSE_MAX
    P = sp.csr_matrix((np.ones(N), (np.arange(N), (np.arange(N) + 1) % N)), shape=(N, N))
    with pytest.raises(InvalidInputError, match=rf"{N} states need {8 * N * N / 2**30:.1f} GiB"):
        stationary_law(P, method="gth")
