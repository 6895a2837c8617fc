"""Numerical accuracy of the exact engine, pinned to closed forms.

Every reference below is computed from a formula in the test, never by the code under
test: birth-death chains (``pi(k) / pi(k-1) = p_{k-1} / r_k``, detailed balance), the
spectrum of a lazy kernel (``lazy + (1 - lazy) lambda``), the certificate's threshold
(``gamma_7 sum|t| + 8 err``, Higham eq. (4.4)).
"""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import scipy.sparse as sp

from exact import (
    all_rectangles,
    balance_residual,
    detailed_balance_residual,
    glauber_kernel,
    reversibility,
    spectral_summary,
    stationary,
    stationary_law,
)
from toolkit import _rectangle
from toolkit.exceptions import ConvergenceWarning, ReducibleChainError
from toolkit.incompat import rectangle_test
from toolkit.models import (
    IndependentSites,
    curie_weiss,
    potts,
    random_joint,
    random_pairwise,
    random_table,
)


def birth_death(N: int, up: float, down: float, *, sparse: bool = False):
    """Chain on 0..N-1: k -> k+1 w.p. ``up``, k -> k-1 w.p. ``down`` (reflected), and its
    stationary law in logarithms: ``log pi(k) = k log(up/down) - log Z`` (detailed balance)."""
    rows, cols, vals = [], [], []
    for k in range(N):
        stay = 1.0
        if k + 1 < N:
            rows.append(k), cols.append(k + 1), vals.append(up)
            stay -= up
        if k > 0:
            rows.append(k), cols.append(k - 1), vals.append(down)
            stay -= down
        rows.append(k), cols.append(k), vals.append(stay)
    P = sp.csr_matrix((vals, (rows, cols)), shape=(N, N))
    lp = np.arange(N) * math.log(up / down)
    lp -= np.logaddexp.reduce(lp)
    return (P if sparse else P.toarray()), lp


# ---------------------------------------------------------------------- stationary law
def test_gth_keeps_entries_down_to_1e_minus_250():
    """N = 100, ratio 1e-2.5 per step: pi spans 250 orders of magnitude. Dense LU would have
    given 0 digits below ~1e-17; GTH keeps every entry to 1e-13 relative."""
    P, lp = birth_death(100, 0.3 * 10**-2.5, 0.3)
    law = stationary_law(P)
    assert law.method == "gth"
    assert np.max(np.abs(np.log(law.pi) - lp)) < 1e-11
    assert law.relative_error < 1e-9 and law.max_relative_residual < 1e-13


def test_log_gth_below_float64_range():
    """pi spanning 1000 orders of magnitude (below float64's range): GTH on logarithms."""
    P, lp = birth_death(200, 0.4 * 1e-5, 0.4)
    law = stationary_law(P)
    assert law.method == "gth (log)"
    assert np.max(np.abs(law.log_pi - lp) / np.maximum(1, np.abs(lp))) < 1e-13
    assert law.pi_min == 0.0 and law.log_pi_min == pytest.approx(lp.min(), rel=1e-13)


@pytest.mark.parametrize("model,T", [(curie_weiss(12, 1.0), 0.1), (potts(2, 11, 1.0, graph="path"), 0.1),
                                     (IndependentSites(np.linspace(-3, 3, 22).reshape(11, 2)), 0.05)])
def test_krylov_refinement_restores_relative_accuracy(model, T):
    """Beyond GTH's 1024 states (Krylov + aggregation over descent basins + balance sweeps),
    every entry against its closed form: Curie-Weiss ``pi(x) ~ exp(beta (M^2 - n)/(2 n T))``,
    the Potts path ``pi(x) ~ exp(c #{agreeing edges} / T)``, independent sites
    ``pi(x) = prod_i softmax(h_i / T)[x_i]``."""
    K = glauber_kernel(model, temperature=T)
    X = K.space.all_states()
    if isinstance(model, IndependentSites):
        lp = sum(model.h[i, X[:, i]] / T - np.logaddexp.reduce(model.h[i] / T) for i in range(model.length))
    elif model.J[0, 2].max() == 0:  # the path
        lp = (X[:, 1:] == X[:, :-1]).sum(axis=1) * 1.0 / T
    else:
        M = (2 * X - 1).sum(axis=1)
        lp = (M**2 - 12) / (2 * 12 * T)
    lp = lp - np.logaddexp.reduce(lp)
    for method in ("krylov", "auto"):  # auto: the path product (these models are compatible)
        law = stationary_law(K, method=method)
        assert law.method.startswith("krylov" if method == "krylov" else "detailed balance")
        err = np.max(np.abs(np.log(law.pi) - lp))
        assert err < 1e-10 and np.exp(lp).min() < 1e-20
        assert err <= 10 * law.relative_error  # the estimate is of the right size


@pytest.mark.parametrize("q, n, rng, T, form", [(3, 4, 3, 0.3, "dense"), (2, 11, 1, 0.5, "sparse")])
def test_a_plain_matrix_gets_the_kernels_accuracy_and_an_honest_estimate(q, n, rng, T, form):
    """A kernel given as a plain array or sparse matrix (no model to give descent basins):
    its basins come from the matrix (each state to its most probable move with ``P(x, y) >
    P(y, x)``). With balance sweeps alone these had relative errors 6e-7 and 4e-10 against
    reported 2.1e-10 and 4.6e-12 (3000x and 85x too small). Reference: GTH, entrywise
    forward stable (O'Cinneide 1993)."""
    K = glauber_kernel(random_joint(q, n, 2.0, rng=rng), temperature=T)
    ref = stationary_law(K.dense(), method="gth").pi
    law = stationary_law(K.dense() if form == "dense" else K.sparse(), method="krylov")
    err = float(np.max(np.abs(law.pi / ref - 1)))
    assert law.method == "krylov + aggregation/disaggregation" and ref.min() < 1e-12
    assert err < 1e-11 and err <= 10 * law.relative_error


@pytest.mark.parametrize("maxiter", [20, pytest.param(None, marks=pytest.mark.slow)])
def test_stalled_refinement_warns(maxiter):
    """A generic sparse matrix (no descent basins to aggregate over): a 1500-state birth-death
    chain, pi spanning 40 orders of magnitude. Balance sweeps move information one state per
    sweep and stall; the residual says so, and a ConvergenceWarning must fire (the small
    entries are then wrong: a drifting chain amplifies the residual along its path). The
    default ``maxiter`` lets the GMRES polish run 200 restarts first (~17 s of CPU: slow);
    ``maxiter=20`` caps the Krylov start and the polish (~1 s), and the sweeps stall alike."""
    P, lp = birth_death(1500, 0.25 * 10 ** (-40 / 1499), 0.25, sparse=True)
    with pytest.warns(ConvergenceWarning, match="relative balance residual stays"):
        law = stationary_law(P, maxiter=maxiter)
    assert law.max_relative_residual > 1e-8
    assert np.max(np.abs(np.log(law.pi) - lp)) > 1.0  # really wrong: the warning is deserved
    assert np.max(np.abs(np.log(stationary_law(P.toarray()[:1024, :1024] * 0 + birth_death(1024, 0.25 * 10 ** (
        -40 / 1499), 0.25)[0]).pi) - birth_death(1024, 0.25 * 10 ** (-40 / 1499), 0.25)[1])) < 1e-10  # GTH is right


def test_balance_residual_is_zero_on_the_closed_form_and_sees_a_wrong_small_entry():
    P, lp = birth_death(50, 0.01, 0.3)
    pi = np.exp(lp)
    assert balance_residual(P, pi).max() < 1e-13
    bad = pi.copy()
    bad[-1] *= 1.5  # an entry of ~1e-74: invisible to ||pi P - pi||_1 (round-off of the large
    # entries, ~1e-19, dominates it), not to rho: at the last state inflow/outflow = 1/1.5
    assert np.abs(bad @ P - bad).sum() == pytest.approx(np.abs(pi @ P - pi).sum(), rel=1e-6, abs=0)
    assert balance_residual(P, bad).max() == pytest.approx(1 / 3, rel=1e-9)


def test_reducible_underflow_names_the_temperature():
    """An incompatible pairwise model at T = 0.01 with scale 10: uphill moves of probability
    e^{-1000} underflow; 2048 states (beyond GTH in logarithms) so the float chain splits."""
    K = glauber_kernel(random_pairwise(2, 11, 10.0, rng=0), temperature=0.01)
    with pytest.raises(ReducibleChainError, match=r"temperature=0\.01.*underflow"):
        stationary(K)


def test_compatible_kernel_that_underflows_still_gets_its_law_by_detailed_balance():
    """The same temperature on a compatible model (Potts path, coupling 10): the path product
    needs no transition probability, so pi is exact although P underflows."""
    n, c, T = 11, 10.0, 0.01
    K = glauber_kernel(potts(2, n, c, graph="path"), temperature=T)
    law = stationary_law(K)
    X = K.space.all_states()
    lp = (X[:, 1:] == X[:, :-1]).sum(axis=1) * c / T
    lp = lp - np.logaddexp.reduce(lp)
    assert law.method.startswith("detailed balance")
    # each log pi exact to a few ulps of the largest |log pi| (the normalization's round-off)
    assert np.max(np.abs(law.log_pi - lp)) < 16 * np.finfo(float).eps * np.abs(lp).max()


def test_reducible_matrix_is_an_error():
    P = np.array([[1.0, 0.0], [0.5, 0.5]])
    with pytest.raises(ReducibleChainError):
        stationary(np.kron(np.eye(2), P) * 1.0 + 0.0)


# ---------------------------------------------------------------------- lazy kernels
@pytest.mark.parametrize("method", ["dense", "krylov"])
def test_lazy_nonreversible_spectrum_is_the_affine_image(method):
    """Eigenvalues of ``lazy I + (1 - lazy) P`` are ``lazy + (1 - lazy) lambda``: the lazy
    kernel's lambda_star is the largest |lazy + (1 - lazy) lambda| over P's non-unit
    eigenvalues (computed here densely with numpy on P alone)."""
    m = random_table(2, 6, 1.0, rng=3)
    lazy = 0.3
    K0 = glauber_kernel(m, temperature=1.0)
    vals = np.linalg.eigvals(K0.dense())
    vals = np.delete(vals, np.argmin(np.abs(vals - 1)))
    ref = float(np.max(np.abs(lazy + (1 - lazy) * vals)))
    K = glauber_kernel(m, temperature=1.0, lazy=lazy)
    s = spectral_summary(K, method=method)
    assert not s.reversible
    assert s.lambda_star == pytest.approx(ref, abs=1e-9)
    assert stationary(K) == pytest.approx(stationary(K0), rel=1e-10, abs=0)  # same stationary law


def test_detailed_balance_residual_scales_with_laziness():
    m = random_table(2, 4, 1.0, rng=1)
    r0 = detailed_balance_residual(glauber_kernel(m, temperature=1.0))
    r = detailed_balance_residual(glauber_kernel(m, temperature=1.0, lazy=0.25))
    assert r == pytest.approx(0.75 * r0, rel=1e-10)


def test_lazy_reversible_gap():
    """Potts q = 2 on a cycle: random-scan gap (1 - tanh(c/T))/n (Glauber 1963); laziness
    0.5 halves it."""
    n, c, T = 8, 1.0, 1.5
    s = spectral_summary(glauber_kernel(potts(2, n, c, graph="cycle"), temperature=T, lazy=0.5))
    assert s.reversible and s.spectral_gap == pytest.approx(0.5 * (1 - math.tanh(c / T)) / n, rel=1e-10)


# ---------------------------------------------------------------------- reversibility rule
def test_reversibility_rule_names():
    K = glauber_kernel(potts(2, 4, 1.0), temperature=0.05)
    assert reversibility(K).rule == "rectangles" and reversibility(K).reversible
    P = K.dense()
    r = reversibility(P)
    assert r.rule == "edge-wise relative residual" and r.reversible and r.statistic < 1e-12
    Ks = glauber_kernel(potts(2, 4, 1.0), temperature=0.5, scan="systematic")
    assert not reversibility(Ks).reversible  # a sweep is not reversible in general
    assert reversibility(K.operator()).rule == "not decided"
    assert spectral_summary(K.operator(), stationary(K), method="krylov").reversibility_rule == "not decided"


def test_low_temperature_incompatible_is_not_reversible_by_either_rule():
    """At T = 0.02 every flow is tiny; the absolute residual is ~1e-12, the relative ones O(1)."""
    m = random_table(2, 3, 1.0, rng=22)
    K = glauber_kernel(m, temperature=0.02)
    assert detailed_balance_residual(K) < 1e-10
    assert not reversibility(K).reversible
    assert not reversibility(K.dense()).reversible


# ---------------------------------------------------------------------- certificate
class _Designed:
    """Two sites, q = 2: ``l_0(a; x_1) = d [a = 0][x_1 = 0]``, ``l_1 = 0`` (log R = d exactly),
    declaring absolute logit error ``err``."""

    vocab_size, length, tokens = 2, 2, None

    def __init__(self, d, err):
        self.d, self.err = d, err

    def logits(self, x, sites):
        x = np.asarray(x)
        out = np.zeros((x.shape[0], 2))
        zero = (np.asarray(sites) == 0) & (x[:, 1] == 0)
        out[zero, 0] = self.d
        return out

    def logit_error(self, x, sites, logits):
        return self.err


@pytest.mark.parametrize("side,certified", [(1 - 1e-9, True), (1 + 1e-9, False)])
def test_certificate_just_below_and_above_its_bound(side, certified):
    """bound = gamma_7 |d| + 4 err + 4 err; with 8 err = side * (1 - gamma_7) d the rectangle
    is certified iff side < 1. Exact and sampled tests use the same formula."""
    d = 3.0
    err = side * (1 - _rectangle.gamma(7)) * d / 8
    m = _Designed(d, err)
    t = all_rectangles(m)
    assert t.log_r.tolist() == [d] and bool(t.certified[0]) is certified
    s = rectangle_test(m, np.zeros((1, 2), int), pairs="all", tokens=[0, 1])
    assert bool(s.table["certified"][0]) is certified
    assert s.table["bound"][0] == pytest.approx(t.bound[0], rel=1e-15, abs=0)


class _Float32Pairwise:
    """A compatible pairwise model whose logits are summed in float32, declaring either the
    float32 rounding bound (honest) or float64's (dishonest)."""

    def __init__(self, base, honest):
        self.base, self.honest = base, honest
        self.vocab_size, self.length, self.tokens = base.vocab_size, base.length, None
        self.h32, self.J32 = base.h.astype(np.float32), base.J.astype(np.float32)

    def logits(self, x, sites):
        x, sites = np.asarray(x), np.asarray(sites)
        n = self.length
        Jx = self.J32[sites[:, None], np.arange(n)[None, :], :, x]
        return (self.h32[sites] + Jx.sum(axis=1, dtype=np.float32)).astype(np.float64)

    def logit_error(self, x, sites, logits):
        u = 2.0**-24 if self.honest else 2.0**-53
        n = self.length
        k = n + 1
        g = k * u / (1 - k * u)
        mag = np.abs(self.base.h).max(axis=1) + np.abs(self.base.J).max(axis=(2, 3)).sum(axis=1)
        # float32 rounding of the stored h, J (u each) plus the float32 sum (gamma_{n+1})
        return (g + u) * mag[np.asarray(sites)] * 1.01


def test_float32_rounded_compatible_model_certifies_nothing_with_its_declared_error():
    base = random_pairwise(3, 4, 2.0, symmetric=True, rng=11)
    honest = all_rectangles(_Float32Pairwise(base, honest=True))
    assert honest.n_certified == 0
    # the same logits with float64's error claimed: round-off now looks like incompatibility
    dishonest = all_rectangles(_Float32Pairwise(base, honest=False))
    assert dishonest.n_certified > 0


def test_no_warning_on_well_conditioned_sizes():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        law = stationary_law(glauber_kernel(random_pairwise(2, 11, 1.0, rng=2), temperature=0.3))
    assert law.max_relative_residual < 1e-11
