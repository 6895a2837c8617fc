"""The lumped engine where metastability lives: low temperature and large logits, where
transition probabilities and the stationary law leave float64's range.

References, none computed by the code under test: the count chain solved in 3000-digit
arithmetic (mpmath, from the model's logits: ``K(c, c - e_a + e_b) = c_a p_b(c - e_a) / n``);
the full enumeration of the ``q^n`` states (exact.stationary_law: GTH on logarithms, and
exact.spectral_summary), lumped by counts in logarithms; and the detailed balance of a
compatible model (mean-field Potts), which every sector must keep however small its flows.
"""

from __future__ import annotations

import itertools
import warnings

import mpmath as mp
import numpy as np
import pytest
from scipy.special import logsumexp

from exact import glauber_kernel, spectral_summary, stationary_law
from exact.lumped import count_chain, count_stationary_law, lumped_spectral_gap
from toolkit.models.exchangeable import (
    MeanFieldPotts,
    count_index,
    random_exchangeable,
)


def _mp_count_law(model, T: float, digits: int = 3000) -> np.ndarray:
    """log nu of the count chain by an mpmath LU solve of nu K = nu, sum nu = 1, with enough
    digits that ``1 - K(c, c)`` keeps moves of e^-3000 (a plain solve, not an elimination)."""
    from .reference_chains import mp_count_kernel

    with mp.workdps(digits):
        C, K = mp_count_kernel(model, T)
        N = C.shape[0]
        A = (K.T - mp.eye(N))
        for j in range(N):
            A[N - 1, j] = 1
        rhs = mp.zeros(N, 1)
        rhs[N - 1] = 1
        nu = mp.lu_solve(A, rhs)
        return np.array([float(mp.log(nu[i])) for i in range(N)])


@pytest.mark.parametrize("seed, n, T, scale", [(0, 4, 0.02, 40.0), (3, 4, 0.02, 8.0), (1, 5, 0.05, 8.0),
                                               (2, 4, 0.2, 40.0)])
def test_count_law_to_relative_accuracy_below_float64_range(seed, n, T, scale):
    """Moves of e^-2000 and count laws down to e^-3000: the log-space elimination keeps every
    entry to ~1e-12 relative (the linear one found the chain reducible, or lost entries)."""
    m = random_exchangeable(3, n, scale, rng=seed)
    law = count_stationary_law(m, chain=count_chain(m, temperature=T))
    ref = _mp_count_law(m, T)
    assert ref.min() < -300  # far below what a subtracting solve resolves (e^-37): the case this test is for
    assert law.method == "banded gth (log)"
    np.testing.assert_allclose(law.log_pi, ref, rtol=0, atol=1e-9 * np.abs(ref).max())
    assert law.max_relative_residual < 1e-10 and law.relative_error < 1e-9


@pytest.mark.parametrize("seed, T, scale", [(0, 0.05, 8.0), (4, 0.02, 1.0), (6, 0.2, 40.0)])
def test_count_law_equals_the_enumerated_law_lumped(seed, T, scale):
    m = random_exchangeable(3, 5, scale, rng=seed)
    law = count_stationary_law(m, chain=count_chain(m, temperature=T))
    full = stationary_law(glauber_kernel(m, temperature=T))
    X = np.array(list(itertools.product(range(3), repeat=5)))
    idx = count_index(np.stack([(X == a).sum(1) for a in range(3)], 1))
    lumped = np.array([logsumexp(full.log_pi[idx == k]) for k in range(law.log_pi.size)])
    np.testing.assert_allclose(law.log_pi, lumped, rtol=0, atol=1e-8 * max(1.0, np.abs(lumped).max()))


# (5, 6, 0.02, 40.0): 729 states enumerated at T = 0.02 (~3 s of CPU), slow; (0, 4, 0.02, 40.0)
# is the fast guard of the same regime
@pytest.mark.parametrize("seed, n, T, scale", [(0, 4, 0.02, 40.0),
                                               pytest.param(5, 6, 0.02, 40.0, marks=pytest.mark.slow),
                                               (1, 4, 0.05, 8.0), (3, 6, 0.2, 8.0), (2, 5, 1.0, 1.0)])
def test_gap_at_low_temperature_agrees_with_enumeration_within_errors(seed, n, T, scale):
    """Both engines: a gap in [0, 1] (never negative from round-off), an error of at most 1,
    and the two within the sum of their errors; the full engine also reports the
    pseudo-spectral gap (its Krylov operator once failed to start where sqrt(pi) underflows)."""
    m = random_exchangeable(3, n, scale, rng=seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = lumped_spectral_gap(m, temperature=T, sectors="all")
        s = spectral_summary(glauber_kernel(m, temperature=T))
    for gap, err in ((g.spectral_gap, g.gap_error), (s.spectral_gap, s.gap_error)):
        assert 0.0 <= gap <= 1.0 and 0.0 <= err <= 1.0
    assert abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error + 1e-14
    assert g.lambda_star <= 1.0 and s.lambda_star <= 1.0
    assert s.pseudo_spectral_gap is not None and 0.0 <= s.pseudo_spectral_gap <= 1.0


@pytest.mark.parametrize("T", [0.02, 0.05])
def test_reversible_model_stays_reversible_in_every_sector_at_low_temperature(T):
    """Mean-field Potts is compatible, so every sector operator is symmetric; at T = 0.02 its
    conditionals reach e^-400 and pi e^-1000, and the sector entries (built in logarithms)
    must still match across the diagonal."""
    m = MeanFieldPotts(3, 8, 2.7)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = lumped_spectral_gap(m, temperature=T, sectors="all")
        s = spectral_summary(glauber_kernel(m, temperature=T))
    assert g.reversible and s.reversible
    assert abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error + 1e-14


def _mp_full_gap(model, T: float, digits: int = 1500):
    """1 - |lambda_2| of the full 2^n-state chain, from an mpmath eigen-solve of the kernel
    built from the logits (mpmath string, so gaps below float64's range are kept)."""
    n = int(model.length)
    with mp.workdps(digits):
        X = list(itertools.product(range(2), repeat=n))
        index = {x: i for i, x in enumerate(X)}
        P = mp.zeros(len(X), len(X))
        for i, x in enumerate(X):
            for site in range(n):
                others = [x[j] for j in range(n) if j != site]
                logits = model.count_logits(np.array([[others.count(0), others.count(1)]]))[0]
                w = [mp.exp(mp.mpf(float(v)) / mp.mpf(T)) for v in logits]
                for b in range(2):
                    y = list(x)
                    y[site] = b
                    P[i, index[tuple(y)]] += w[b] / (w[0] + w[1]) / n
        moduli = sorted((abs(e) for e in mp.eig(P, left=False, right=False)), reverse=True)
        return 1 - moduli[1]


# the n = 6 cases build a 64-state mpmath kernel at 400 digits (~20-60 s each): slow; the
# n = 4 cases (gaps 3.0e-166 and 2.4e-466, the regimes below float64) are the fast guard
@pytest.mark.parametrize("seed, n, T, scale", [pytest.param(3, 6, 0.02, 1.0, marks=pytest.mark.slow),
                                               (1, 4, 0.05, 40.0), (0, 4, 0.02, 40.0),
                                               pytest.param(3, 6, 0.2, 8.0, marks=pytest.mark.slow)])
def test_two_token_gap_relative_to_itself_far_below_round_off(seed, n, T, scale):
    """q = 2 tables (compatible, so reversible) whose gaps are 2.3e-13, 3.0e-166 and 2.4e-466:
    the lumped gap to 1e-10 relative where float64 holds it, and 0 (with an error of at most
    1e-307) where it does not. Once: NaN, a LAPACK failure, a division by zero, and (the first
    case) the third eigenvalue 0.5, whose tiny amplitude where nu is large held the inverse
    iteration's quotient still."""
    m = random_exchangeable(2, n, scale, rng=seed)
    ref = _mp_full_gap(m, T, digits=1500 if n == 4 else 400)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = lumped_spectral_gap(m, temperature=T)
    if ref > mp.mpf("1e-300"):
        assert g.spectral_gap == pytest.approx(float(ref), rel=1e-10, abs=0)
        assert g.gap_error <= 1e-9 * g.spectral_gap
        assert abs(g.spectral_gap - float(ref)) <= 10 * g.gap_error + 1e-12 * g.spectral_gap
    else:
        assert g.spectral_gap == 0.0 and 0.0 < g.gap_error <= 1e-307


@pytest.mark.parametrize("lazy", [0.0, 0.5])
def test_ritz_value_is_the_rayleigh_quotient_to_full_accuracy(lazy):
    """Found by audit: the Dirichlet Ritz step returned the dense eigh eigenvalue of the
    projected form, accurate only to ~1e-16 of its norm (1/3): Curie-Weiss n = 3, T = 0.1
    gave 1.0797294461521e-06 against 1.0797294461487e-06 (error 3.4e-18, claimed 1.2e-20).
    The Rayleigh quotient of the Ritz vector is now within its stated error of the
    60-digit gap of the full 8-state kernel."""
    from toolkit.models.exchangeable import CurieWeiss

    m = CurieWeiss(3, 1.0)
    ref = _mp_full_gap(m, 0.1, digits=60) * (1 - lazy)  # a lazy chain: (1 - lazy) P + lazy I
    g = lumped_spectral_gap(m, temperature=0.1, lazy=lazy)
    assert abs(g.spectral_gap - float(ref)) <= g.gap_error + 4e-16 * g.spectral_gap


def test_killed_sector_smallest_eigenvalue_relative_to_itself():
    """Sector j >= 1 (a birth-death chain with killing), rates spanning e^-650..1: the smallest
    eigenvalue of I - A_j to 1e-12 relative against an mpmath solve of the same tridiagonal
    matrix (the dense float64 one has only an absolute 1e-16)."""
    from exact.lumped import _killed_birth_death_gap, _sectors

    m = random_exchangeable(2, 8, 40.0, rng=1)
    for s in _sectors(m, 0.1, 0.0)[1:]:
        if s.size < 2:
            continue
        mu, err = _killed_birth_death_gap(s)
        with mp.workdps(800):
            up = [mp.exp(mp.mpf(float(v))) if np.isfinite(v) else mp.mpf(0) for v in s.log_up]
            down = [mp.exp(mp.mpf(float(v))) if np.isfinite(v) else mp.mpf(0) for v in s.log_down]
            A = mp.zeros(s.size, s.size)
            for i in range(s.size):
                A[i, i] = up[i] + down[i] + mp.mpf(float(s.kill[i]))
                if i + 1 < s.size:
                    A[i, i + 1] = -mp.sqrt(up[i] * down[i + 1])
                    A[i + 1, i] = A[i, i + 1]
            ref = float(min(mp.eigsy(A, eigvals_only=True)))
        assert mu == pytest.approx(ref, rel=1e-12, abs=0) and err <= 1e-12 * mu


@pytest.mark.parametrize("T", [0.02, 0.05])
def test_krylov_reversibilizations_where_sqrt_pi_leaves_float64_range(T):
    """A table biased towards token 0 mixes fast, but its pi spans e^-600 to e^-1600: the
    Krylov route of the multiplicative gaps (the matrix of sqrt(pi_x / pi_y) P(x, y) from
    logarithms) equals the dense one (D^1/2 P D^-1/2 from log P) to 1e-12."""
    from exact.spectral import multiplicative_gaps
    from toolkit.models.exchangeable import ExchangeableTable

    m = ExchangeableTable(random_exchangeable(3, 5, 1.0, rng=4).table + np.array([0.0, -3.0, -6.0]))
    K = glauber_kernel(m, temperature=T)
    law = stationary_law(K)
    assert law.log_pi.max() - law.log_pi.min() > 600
    dense = multiplicative_gaps(K, law, k_max=3, method="dense")
    krylov = multiplicative_gaps(K, law, k_max=3, method="krylov")
    assert min(dense) > 0.3
    np.testing.assert_allclose(krylov, dense, rtol=0, atol=1e-12)


# slow: about 2-4 CPU s in the targeted sets near the minute (issue 30); every catalogue entry it
# kills is still killed by the default tier without it (scripts/slow_candidates.py, 2026-12-06)
@pytest.mark.slow
def test_report_says_why_t_mix_is_not_exact():
    """Two tokens at T = 0.3 (t_mix ~ 1e70 at n = 60): the report says d(t) is still above eps
    at the last time tried, not that q > 2 has no worst start; three tokens say the latter."""
    from exact.lumped_checks import lumped_exact_report
    from toolkit.models.exchangeable import CurieWeiss

    r = lumped_exact_report(CurieWeiss(60, 1.0), temperature=0.3, t_max=1000)
    assert r.t_mix is None and "still above eps" in r.t_mix_kind and "q > 2" not in r.t_mix_kind
    r3 = lumped_exact_report(MeanFieldPotts(3, 100, 2.7), temperature=1.0)
    assert r3.t_mix is None and "q > 2" in r3.t_mix_kind and r3.t_mix_monochromatic > 0


# each n = 10 case enumerates 1024 states by doubling (~3-4 s of CPU): slow; n = 9 (512
# states, t_mix 1.5e6, 0.3 s) is the fast guard
@pytest.mark.parametrize("n, field, T", [(9, 0.0, 0.25), pytest.param(10, 0.0, 0.25, marks=pytest.mark.slow),
                                         pytest.param(10, 0.05, 0.2, marks=pytest.mark.slow)])
def test_auto_starts_find_a_metastable_t_mix_by_doubling(n, field, T):
    """Curie-Weiss n = 10 below T_c: t_mix of 6.3e6 and 2.8e8 steps (n = 9: 1.5e6). 'auto' no
    longer steps every class for up to 10^6 steps and gives up (38 s, no answer): the count
    chain's own t_mix sends it to the certified route, exact and equal to full enumeration."""
    from exact import mixing_time
    from exact.lumped import lumped_mixing_time
    from toolkit.models.exchangeable import CurieWeiss

    m = CurieWeiss(n, 1.0, field=field)
    r = lumped_mixing_time(m, temperature=T)
    assert r.starts == "certified" and r.exact
    assert r.t_mix == mixing_time(glauber_kernel(m, temperature=T)).t_mix > 10**6


def test_log_built_symmetrization_only_within_its_memory_limit(monkeypatch):
    """Where sqrt(pi) underflows the symmetrized operator is a matrix built from logarithms,
    unless it would hold more than SYM_MATRIX_MAX_NNZ entries (10^7 states at low
    temperature: gigabytes); then the matrix-free product is kept, and it still runs."""
    import scipy.sparse as sp

    import exact.spectral as spectral
    from toolkit.models.exchangeable import ExchangeableTable

    m = ExchangeableTable(random_exchangeable(3, 5, 1.0, rng=4).table + np.array([0.0, -3.0, -6.0]))
    K = glauber_kernel(m, temperature=0.02)
    law = stationary_law(K)
    S, _, _, N = spectral._sym_operator(K, law)
    assert sp.issparse(getattr(S, "__self__", None))  # the log-built CSR's product
    monkeypatch.setattr(spectral, "SYM_MATRIX_MAX_NNZ", N * K.n * (K.q - 1) - 1)
    S, ST, _, _ = spectral._sym_operator(K, law)
    assert S.__name__ == "S" and np.all(np.isfinite(S(np.ones(N)))) and np.all(np.isfinite(ST(np.ones(N))))


def _mp_all_plus_t_mix(n: int, beta: float, T: float, digits: int = 80) -> tuple[int, float]:
    """``(t_mix, gap)`` from the all-plus start of Curie-Weiss deep below T_c, in mpmath: the
    count chain (birth-death on the number of ones ``m``) symmetrized by ``nu``; its slowest
    mode ``phi`` by inverse iteration; at ``t ~ 1/gap`` every other mode is gone (``(1 - g_2)^t
    < e^-1e20``), so ``d(t) = (1 - g)^t |phi(n)| sum_m nu(m) |phi(m)| / 2`` (``phi``
    normalized in ``L2(nu)``) and ``t_mix`` is where that reaches 1/4."""
    with mp.workdps(digits):
        b, Tm = mp.mpf(beta), mp.mpf(T)

        def p1(s):  # probability of a one given the other sites' sum s
            return 1 / (1 + mp.exp(-2 * b * s / (n * Tm)))

        up = [mp.mpf(n - m) / n * p1(2 * m - n + 1) for m in range(n)]
        down = [mp.mpf(m) / n * (1 - p1(2 * m - n - 1)) for m in range(1, n + 1)]
        lnu = [mp.mpf(0)]
        for m in range(n):
            lnu.append(lnu[-1] + mp.log(up[m]) - mp.log(down[m]))
        top = max(lnu)
        nu = [mp.exp(v - top) for v in lnu]
        Z = mp.fsum(nu)
        nu = [v / Z for v in nu]
        s = [mp.sqrt(v) for v in nu]
        delta = mp.mpf(10) ** (-(5 * digits) // 8)   # makes I - K_sym + delta nonsingular; far below the gap
        diag = [(up[m] if m < n else 0) + (down[m - 1] if m > 0 else 0) + delta for m in range(n + 1)]
        off = [-mp.sqrt(up[m] * down[m]) for m in range(n)]

        def solve(rhs):  # (I - K_sym + delta) x = rhs by Thomas (rhs orthogonal to s)
            N = n + 1
            c, d, x = [mp.mpf(0)] * N, [mp.mpf(0)] * N, [mp.mpf(0)] * N
            c[0], d[0] = off[0] / diag[0], rhs[0] / diag[0]
            for i in range(1, N):
                den = diag[i] - off[i - 1] * c[i - 1]
                c[i] = off[i] / den if i < N - 1 else 0
                d[i] = (rhs[i] - off[i - 1] * d[i - 1]) / den
            x[N - 1] = d[N - 1]
            for i in range(N - 2, -1, -1):
                x[i] = d[i] - c[i] * x[i + 1]
            return x

        v = [(1 if m > n / 2 else -1 if m < n / 2 else 0) * s[m] for m in range(n + 1)]
        for _ in range(6):
            pr = mp.fsum(a * c for a, c in zip(v, s, strict=True))
            v = [a - pr * c for a, c in zip(v, s, strict=True)]
            nr = mp.sqrt(mp.fsum(a * a for a in v))
            v = [a / nr for a in v]
            w = solve(v)
            gap = 1 / mp.fsum(a * c for a, c in zip(v, w, strict=True)) - delta    # Rayleigh quotient of the inverse
            v = w
        pr = mp.fsum(a * c for a, c in zip(v, s, strict=True))
        v = [a - pr * c for a, c in zip(v, s, strict=True)]
        phi = [a / c for a, c in zip(v, s, strict=True)]
        norm = mp.sqrt(mp.fsum(nu[m] * phi[m] ** 2 for m in range(n + 1)))
        phi = [p / norm for p in phi]
        A = abs(phi[n]) * mp.fsum(nu[m] * abs(phi[m]) for m in range(n + 1))
        t = mp.log(2 * A) / -mp.log(1 - gap)
        return int(mp.ceil(t)), float(gap)


@pytest.mark.parametrize("n, T", [(300, 0.6), (120, 0.45)])
def test_metastable_t_mix_not_ended_early_by_the_tie_slack(n, T):
    """t_mix of 3e26 steps and more: d falls by gap * eps ~ 5e-28 per step, so comparing with
    eps + TIE_ATOL ended the search TIE_ATOL / (gap eps) ~ 1.8e15 steps early, outside the
    reported +- 218235 (and below the reversible lower bound). Now within a small fraction of
    that shift of the mpmath crossing, and inside its own reported round-off."""
    from exact.lumped import lumped_mixing_time
    from exact.mixing import TIE_ATOL
    from toolkit.models.exchangeable import CurieWeiss

    ref, gap = _mp_all_plus_t_mix(n, 1.0, T)
    r = lumped_mixing_time(CurieWeiss(n, 1.0), temperature=T)
    shift = TIE_ATOL / (gap * 0.25)
    assert ref > 1e20 and r.exact
    assert abs(r.t_mix - ref) < 0.05 * shift
    assert abs(r.t_mix - ref) <= r.t_mix_round_off


@pytest.mark.parametrize("T, tol", [(0.12, 2), (0.1, 200)])
def test_enumerated_doubling_at_metastable_scale(T, tol):
    """The full 2^8 chain of Curie-Weiss, t_mix ~ 8e12 and 6e15: plain matrix squaring put
    it 1.1e10 steps late at T = 0.12 (the diagonals 1 - s rounded to an absolute u) and found
    no crossing at all at T = 0.1; the off-diagonal powers (GTH-style) land within a few
    steps of the mpmath crossing, and agree with the lumped engine."""
    from exact import mixing_time
    from exact.lumped import lumped_mixing_time
    from toolkit.models.exchangeable import CurieWeiss

    ref, _ = _mp_all_plus_t_mix(8, 1.0, T)
    r = mixing_time(glauber_kernel(CurieWeiss(8, 1.0), temperature=T), t_max=2**62)
    assert r.method == "doubling" and r.t_mix is not None
    assert abs(r.t_mix - ref) <= tol
    lumped = lumped_mixing_time(CurieWeiss(8, 1.0), temperature=T)
    assert abs(lumped.t_mix - ref) <= max(tol, lumped.t_mix_round_off)
