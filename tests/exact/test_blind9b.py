"""Tests written for the ninth blind mutation audit, part 9b (issue 30; benchmarks/blind_audit_9b.py):
each pins a documented contract or a value computed independently of the code it checks."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites


# ---------------------------------------------------------------- exact/_gth.py
def test_blocked_gth_matches_the_dense_left_eigenvector():
    """More states than GTH_BLOCK, so the blocked elimination (and its exit mass) is used:
    pi from numpy's eigen-decomposition of a random dense stochastic matrix."""
    from exact._gth import GTH_BLOCK, _gth

    rng = np.random.default_rng(3)
    N = GTH_BLOCK + 72
    P = rng.random((N, N)) ** 4
    P /= P.sum(axis=1, keepdims=True)
    vals, vecs = np.linalg.eig(P.T)
    ref = np.real(vecs[:, np.argmin(np.abs(vals - 1))])
    ref /= ref.sum()
    x = _gth(P.copy())
    np.testing.assert_allclose(x / x.sum(), ref, rtol=1e-9)


# ---------------------------------------------------------------- exact/compat.py
def test_conditional_drift_by_enumeration():
    """KL(pi_T(. | x_-i) || p_i^T(. | x_-i)) per context from the enumerated pi (numpy's
    eigenvector of the dense kernel), its pi(x_-i)-weighted mean and max, on an incompatible table."""
    from exact import ExactChain
    from exact.compat import conditional_drift
    from exact.kernel import glauber_kernel
    from toolkit._states import decode, encode
    from toolkit.chain import tempered_conditionals
    from toolkit.models import random_table

    T, q, n = 0.7, 2, 3
    model = random_table(q, n, 2.0, rng=4)
    pi = np.asarray(ExactChain(model, temperature=T).pi, dtype=float)
    X = decode(np.arange(q**n), q, n)
    drift = conditional_drift(glauber_kernel(model, temperature=T))
    for i in range(n):
        means, maxes = 0.0, 0.0
        for x in X[X[:, i] == 0]:
            Y = np.repeat(x[None], q, axis=0)
            Y[:, i] = np.arange(q)
            w = pi[encode(Y, q)]
            pc = w / w.sum()
            p = tempered_conditionals(np.asarray(model.logits(x[None], [i]), dtype=float), T)[0]
            kl = float(np.sum(pc * np.log(pc / p)))
            means += w.sum() * kl
            maxes = max(maxes, kl)
        assert drift.kl_mean[i] == pytest.approx(means, rel=1e-9, abs=1e-14)
        assert drift.kl_max[i] == pytest.approx(maxes, rel=1e-9, abs=1e-14)
    assert drift.max > 1e-4      # incompatible: the drift is there to be measured


# ---------------------------------------------------------------- exact/lumped.py
def test_lumped_one_site_gap_is_one_minus_lazy():
    """One site: P = lazy I + (1 - lazy) 1 p^T, eigenvalues 1 and lazy (hand)."""
    from exact.lumped import lumped_spectral_gap

    g = lumped_spectral_gap(IdenticalSites(1, [0.0, 0.7]), temperature=1.0, lazy=0.3)
    assert g.spectral_gap == pytest.approx(0.7)
    assert g.lambda_star == pytest.approx(0.3)


def test_lumped_symmetric_sector_interval_starts_at_zero():
    """Documented: a symmetric-sector gap bounds the full gap from above only: gap_lower is 0."""
    from exact.lumped import lumped_spectral_gap

    g = lumped_spectral_gap(CurieWeiss(6, 1.0), temperature=1.0, sectors="symmetric")
    assert g.sector_kind == "symmetric" and g.gap_lower == 0.0
    assert g.gap_upper >= g.spectral_gap > 0


def test_class_chain_refuses_negative_counts():
    from exact.lumped import class_chain

    with pytest.raises(InvalidInputError, match="counts"):
        class_chain(CurieWeiss(4, 1.0), [5, -1])


def test_lazy_count_chain_is_stochastic():
    """Every row of the lazy count chain sums to 1 and holds at least `lazy` (hand)."""
    from exact.lumped import count_chain

    K = count_chain(CurieWeiss(5, 1.3), temperature=0.8, lazy=0.3).P.toarray()
    np.testing.assert_allclose(K.sum(axis=1), 1.0, atol=1e-14)
    assert np.all(np.diag(K) >= 0.3 - 1e-15)


def test_round_off_when_only_one_side_clears_eps():
    """Documented (_round_off): 0 only when d(t_mix - 1) and d(t_mix) BOTH clear eps by more than
    the error; here d(2) is within 1e-7 of eps with err 1e-6, so the secant over the bracket
    (1, 2) gives ceil(2e-6 * 1 / 0.35) = 1 step (hand)."""
    from exact.lumped import _round_off

    pts = {0: np.array([1.0]), 1: np.array([0.6]), 2: np.array([0.25 - 1e-7])}
    assert _round_off(pts, 2, 0.25, 1e-6) == 1
    assert _round_off({1: np.array([0.6]), 2: np.array([0.1])}, 2, 0.25, 1e-6) == 0


# ---------------------------------------------------------------- exact/lumped_checks.py
def test_count_influence_t0_is_a_quarter_of_n_minus_one_l():
    """Documented: T0 = (n - 1) L / 4. Two Curie-Weiss sites (beta = 1): site i's logits are
    s_a s_j / 2, so flipping the other site moves them by (-1, +1): L = osc = 2 and
    T0 = (2 - 1) 2 / 4 = 1/2 (hand)."""
    from exact.lumped_checks import count_influence

    r = count_influence(CurieWeiss(2, 1.0), temperature=1.0)
    assert float(r.L[0, 1]) == pytest.approx(2.0)
    assert r.T0.value == pytest.approx(0.5)


def test_exit_time_from_a_class_with_lazy():
    """Lazy holding: K_lazy(c, c) = lazy + (1 - lazy) K(c, c), so E[tau] = E_0[tau] / (1 - lazy)."""
    from exact.lumped_checks import log_exit_time_from_class

    m = CurieWeiss(5, 1.5)
    for row in (0, 2):
        assert log_exit_time_from_class(m, row, temperature=0.9, lazy=0.5) == pytest.approx(
            log_exit_time_from_class(m, row, temperature=0.9) + math.log(2.0), rel=1e-12)


def test_exit_time_from_an_up_set_matches_the_linear_solve():
    """The birth-death sum against the linear solve of exact.lumped.lumped_exit_times."""
    from exact.lumped import count_chain, lumped_exit_times
    from exact.lumped_checks import log_exit_time_from_set

    m = CurieWeiss(6, 1.4)
    C = count_chain(m, temperature=1.0).counts
    mask = C[:, 1] >= 4
    row = int(np.flatnonzero(C[:, 1] == 6)[0])
    want = float(np.log(lumped_exit_times(m, mask, temperature=1.0)[row]))
    assert log_exit_time_from_set(m, row, mask, temperature=1.0) == pytest.approx(want, rel=1e-10)


def test_no_strict_fixed_point_when_every_logit_ties():
    """Equal logits everywhere: every margin is 0, so no class is a strict argmax fixed point."""
    from exact.lumped_checks import count_fixed_points, count_margins

    m = IdenticalSites(4, [0.0, 0.0])
    assert np.all(count_margins(m) == 0)
    assert count_fixed_points(m) == ()


def test_count_rectangles_certified_count_matches_enumeration():
    """The count rectangles stand for the full model's: n_certified and count equal those of the
    enumerated rectangles (exact.rectangle_summary) on an incompatible q = 3 exchangeable model."""
    from exact import rectangle_summary
    from exact.lumped_checks import count_rectangles
    from toolkit.models.exchangeable import random_exchangeable

    m = random_exchangeable(3, 4, 2.0, rng=1)
    c = count_rectangles(m, temperature=0.8)
    e = rectangle_summary(m, temperature=0.8)
    assert c.count == e.count
    assert e.n_certified > 0
    assert c.n_certified == e.n_certified


def test_sector_spectrum_with_multiplicities_is_the_enumerated_spectrum():
    """spec(P) = union_j spec(A_j) with multiplicities d_j (module docstring of exact.lumped),
    against numpy's eigenvalues of the enumerated kernel (n = 6: sectors j = 0..3)."""
    from exact.kernel import glauber_kernel
    from exact.lumped import sector_eigenvalues, sector_multiplicity
    from toolkit.models import curie_weiss

    n, beta, T = 6, 1.3, 0.9
    vals = sector_eigenvalues(CurieWeiss(n, beta), temperature=T)
    union = np.sort(np.concatenate([np.repeat(v, sector_multiplicity(n, j)) for j, v in enumerate(vals)]))
    full = np.sort(np.linalg.eigvals(glauber_kernel(curie_weiss(n, beta), temperature=T).dense()).real)
    np.testing.assert_allclose(union, full, atol=1e-10)


def test_kolmogorov_ratios_are_log_r_over_t():
    """Documented (exact.compat): around each rectangle's j-first 4-cycle, log(forward / backward)
    of the Glauber kernel is log R / T, from the logits and from the dense matrix alike."""
    from exact import all_rectangles
    from exact.compat import kolmogorov_log_ratios
    from exact.kernel import glauber_kernel
    from toolkit.models import random_table

    model, T = random_table(3, 3, 1.5, rng=2), 0.8
    table = all_rectangles(model, temperature=T)
    K = glauber_kernel(model, temperature=T)
    assert np.max(np.abs(table.log_r)) > 1e-3          # incompatible: the ratios are not all 0
    np.testing.assert_allclose(kolmogorov_log_ratios(K, table), table.log_r, atol=1e-9)
    np.testing.assert_allclose(kolmogorov_log_ratios(K.dense(), table), table.log_r, atol=1e-9)
