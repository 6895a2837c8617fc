"""Formulas of the exact engine recomputed by hand from their documented definitions, where a
wrong constant would leave every "the bound holds" test passing: the reversibility decision's
allowances, the pseudo-spectral gap and its ``k``, the entropy of ``pi``.

Higham's ``gamma_k = k u / (1 - k u)`` with ``u = 2^-53``; the multiplicative
reversibilizations ``gamma_k = 1 - sigma_2(A^k)^2`` with ``A = D^(1/2) P D^(-1/2)`` from
numpy's SVD of a kernel built in ``tests/independent.py``.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

from exact import analyze, glauber_kernel, spectral_summary, stationary_law
from exact.reversibility import EDGE_RTOL, edge_tolerance, log_entry_roundoff, reversibility
from toolkit.models import IndependentSites, potts, random_pairwise, random_table

from ..independent import dense_kernel, gth

U = 2.0**-53


def gamma(k: int) -> float:
    return k * U / (1 - k * U)


# ---------------------------------------------------------------------- reversibility allowances
def test_log_entry_roundoff_and_edge_tolerance_by_hand():
    # three roundings on numbers of size S = 2 max|l|/T + ln q + ln n; the allowance adds pi's
    # relative error on both ends of an edge, two log entries' round-off and the round-off of
    # the two sums log pi + log P on numbers of size |log pi_min| + 2 max|l|/T
    L, T, q, n, rel, lpm = 40.0, 0.01, 3, 5, 3e-12, 700.0
    S = 2 * L / T + math.log(q) + math.log(n)
    assert log_entry_roundoff(L, T, q, n) == pytest.approx(gamma(3) * S, rel=1e-14, abs=0)
    want = EDGE_RTOL + 2 * rel + 2 * gamma(3) * S + gamma(3) * 2 * (lpm + 2 * L / T)
    assert edge_tolerance(L, T, q, n, rel, lpm) == pytest.approx(want, rel=1e-14, abs=0)
    # at T = 1e-10 the round-off terms are the allowance, not EDGE_RTOL
    assert edge_tolerance(1.0, 1e-10, 2, 3, 0.0, 1e10) > 100 * EDGE_RTOL


def test_matrix_rule_refuses_a_pi_not_known_well_enough():
    # a reversible chain given as a matrix: reversible with pi's relative error 1e-11, "not
    # proven" with 1e-9 (above EDGE_RTOL / 4): a round-off-size residual proves nothing then
    P = dense_kernel(potts(2, 3, 1.0), 0.7)
    law = stationary_law(P)
    good = reversibility(P, dataclasses.replace(law, relative_error=1e-11))
    assert good.reversible and good.rule == "edge-wise relative residual"
    for rel in (1e-9, EDGE_RTOL / 4 * 1.01):
        bad = reversibility(P, dataclasses.replace(law, relative_error=rel))
        assert not bad.reversible and "not proven reversible" in bad.detail
    assert reversibility(P, dataclasses.replace(law, relative_error=EDGE_RTOL / 4 * 0.99)).reversible


# ---------------------------------------------------------------------- pseudo-spectral gap
def mult_gaps(P: np.ndarray, pi: np.ndarray, k_max: int = 8) -> list[float]:
    s = np.sqrt(pi)
    A = s[:, None] * P / s[None, :]
    out, B = [], np.eye(P.shape[0])
    for _ in range(k_max):
        B = B @ A
        sv = np.sort(np.linalg.svd(B, compute_uv=False))[::-1]
        out.append(1.0 - sv[1] ** 2)
    return out


@pytest.mark.parametrize("model,T", [(random_table(2, 3, 1.0, rng=22), 0.8), (random_pairwise(2, 3, 1.5, rng=5), 1.0),
                                     (random_table(3, 2, 2.0, rng=1), 0.5)])
def test_pseudo_spectral_gap_and_its_k_by_hand(model, T):
    # gamma_ps = max_k gamma_k / k (Paulin 2015, Definition 3.3), attained at k = pseudo_spectral_k;
    # the reversibilization gap is gamma_1
    P = dense_kernel(model, T)
    g = mult_gaps(P, gth(P))
    ratios = [gk / k for k, gk in enumerate(g, 1)]
    spec = spectral_summary(glauber_kernel(model, temperature=T))
    assert not spec.reversible
    assert spec.multiplicative_gaps == pytest.approx(g, abs=1e-10)
    assert spec.reversibilization_gap == pytest.approx(g[0], abs=1e-10)
    assert spec.pseudo_spectral_k == int(np.argmax(ratios)) + 1
    assert spec.pseudo_spectral_gap == pytest.approx(max(ratios), abs=1e-10)


# ---------------------------------------------------------------------- entropy of pi
def test_pi_entropy_of_a_product_law_by_hand():
    # independent sites: pi = prod_i softmax(h_i/T), so H(pi) = sum_i H(softmax(h_i/T)) (nats)
    h = np.array([[0.0, 1.0, -0.5], [0.3, 0.0, 0.0], [2.0, -1.0, 0.5]])
    T = 0.8
    want = 0.0
    for row in h:
        p = np.exp(row / T - np.max(row / T))
        p /= p.sum()
        want -= float((p * np.log(p)).sum())
    assert analyze(IndependentSites(h), temperature=T).pi_entropy == pytest.approx(want, rel=1e-12)
    # T = inf: uniform on q^n states, H = n ln q
    assert analyze(IndependentSites(h), temperature=math.inf).pi_entropy == pytest.approx(3 * math.log(3), rel=1e-12)


# ---------------------------------------------------------------------- t_mix's tie rule
def test_tie_rule_by_hand():
    # d(t) counts as <= eps when below it, or above it by at most TIE_ATOL *and* by no more
    # than it fell in the last step (an exact tie computed with round-off); a chain that falls
    # by less than its excess per step (metastable) is still above eps
    from exact.mixing import TIE_ATOL, tie_or_below

    eps = 0.25
    assert tie_or_below(eps, 1.0, eps) and tie_or_below(eps - 1e-3, 1.0, eps)
    assert tie_or_below(eps + 1e-13, eps + 2e-13, eps)             # fell by 1e-13 >= excess 1e-13
    assert not tie_or_below(eps + 1e-13, eps + 1e-13 + 1e-20, eps)  # fell by 1e-20 < excess
    assert not tie_or_below(eps + 2 * TIE_ATOL, 1.0, eps)            # beyond the slack
    assert tie_or_below(np.array([eps - 1, eps + 1e-13]), np.array([1.0, eps + 1e-13 + 1e-20]), eps).tolist() == [
        True, False]


# ---------------------------------------------------------------------- exact vs sampled rows
def test_check_row_by_hand():
    # estimate: the interval covers the exact value; a censored (lower) estimate: its interval's
    # lower end is at most the exact value; upper bound: value + z se or the upper end >= exact;
    # lower bound: value <= exact (1e-9 relative)
    from toolkit.app.compare import check_row
    from toolkit.results import Estimate

    e = Estimate(100.0, stderr=5.0, ci=(90.0, 110.0), method="exit time")
    cens = Estimate(100.0, stderr=5.0, ci=(90.0, 110.0), method="exit time, 3 censored: lower estimate")
    assert check_row("estimate", e, 95.0) and not check_row("estimate", e, 120.0)
    assert check_row("estimate", cens, 95.0) and check_row("estimate", cens, 1e6)
    assert not check_row("estimate", cens, 80.0)
    assert check_row("upper bound", e, 114.0) and check_row("upper bound", e, 115.0 - 1e-9)  # 100 + 3 * 5
    assert not check_row("upper bound", e, 115.1)
    assert check_row("lower bound", e, 100.0) and not check_row("lower bound", e, 99.0)
    assert check_row("estimate", e, None) is None
