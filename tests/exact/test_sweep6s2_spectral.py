"""Contract sweep (issue 30) of :mod:`exact.spectral`: eigenvalues by decreasing modulus,
the period of a periodic chain (gap 0 exactly), the multiplicative gaps ``gamma_k`` and the
pseudo-spectral gap ``max_k gamma_k / k`` against numpy on a non-reversible chain (default
``k_max = 8``; ``nonreversible_k = 0`` leaves them None), the bounds from a gap's interval
(lower bound at the upper end, upper bound at the lower end and at ``pi_min (1 - err)``),
Paulin's bound ``min_k k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))`` by hand, with
``gamma_errors``, and the float64 range (``ln`` bound 709)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import (
    eigenvalues,
    multiplicative_gaps,
    nonreversible_mixing_upper_bound,
    reversible_mixing_bounds,
    spectral_mixing_bounds,
    spectral_summary,
)
from toolkit.exceptions import InvalidInputError

# a non-reversible 3-state chain (a biased cycle with holding)
P3 = np.array([[0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.5, 0.1, 0.4]])


def _pi(P):
    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1))])
    return v / v.sum()


def _gammas(P, k_max):
    pi = _pi(P)
    Pstar = (P.T * pi[None, :]) / pi[:, None]          # P*(x, y) = pi(y) P(y, x) / pi(x)
    out = []
    for k in range(1, k_max + 1):
        M = np.linalg.matrix_power(Pstar, k) @ np.linalg.matrix_power(P, k)
        ev = np.sort(np.real(np.linalg.eigvals(M)))[::-1]
        out.append(1.0 - ev[1])
    return out


def test_eigenvalues_by_decreasing_modulus():
    P = np.array([[0.1, 0.9, 0.0], [0.45, 0.1, 0.45], [0.0, 0.9, 0.1]])
    ev = eigenvalues(P)
    ref = np.linalg.eigvals(P)
    assert np.abs(ev).tolist() == pytest.approx(sorted(np.abs(ref), reverse=True), abs=1e-14)
    assert ev[0] == pytest.approx(1.0, abs=1e-14) and ev[1].real == pytest.approx(-0.8, abs=1e-14)


def test_periodic_chain_has_gap_zero_exactly():
    C = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
    s = spectral_summary(C)
    assert s.lambda_star == 1.0 and s.spectral_gap == 0.0 and s.gap_lower == s.gap_upper == 0.0
    assert "period 3" in s.method and s.relaxation_time == math.inf


def test_multiplicative_and_pseudo_spectral_gaps_against_numpy():
    want = _gammas(P3, 8)
    got = multiplicative_gaps(P3)
    assert len(got) == 8
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-13)
    s = spectral_summary(P3)
    assert not s.reversible
    ratios = [g / k for k, g in enumerate(want, start=1)]
    assert s.pseudo_spectral_k == int(np.argmax(ratios)) + 1
    assert s.pseudo_spectral_gap == pytest.approx(max(ratios), rel=1e-10, abs=0)
    assert s.reversibilization_gap == pytest.approx(want[0], rel=1e-10, abs=0)
    assert len(s.multiplicative_gaps) == 8
    t = spectral_summary(P3, nonreversible_k=0)
    assert t.pseudo_spectral_gap is None and t.multiplicative_gaps is None
    assert len(spectral_summary(P3, nonreversible_k=3).multiplicative_gaps) == 3


def test_absolute_gap_is_one_minus_the_largest_modulus():
    ev = np.linalg.eigvals(P3)
    nonunit = ev[np.argsort(np.abs(ev - 1))[1:]]
    s = spectral_summary(P3)
    assert s.lambda_star == pytest.approx(float(np.abs(nonunit).max()), rel=1e-12, abs=0)
    assert s.lambda_2 == pytest.approx(float(nonunit.real.max()), rel=1e-12, abs=0)
    assert s.spectral_gap == pytest.approx(1 - float(np.abs(nonunit).max()), rel=1e-12, abs=0)


def test_reversible_bounds_by_hand():
    lo, hi = reversible_mixing_bounds(10.0, 0.25)            # eps = 1/4: 9 ln 2, 10 ln 16
    assert lo == pytest.approx(9 * math.log(2), rel=1e-14, abs=0) and hi == pytest.approx(10 * math.log(16), rel=1e-14, abs=0)
    lo, hi = reversible_mixing_bounds(10.0, 0.25, 0.1)        # 9 ln 5, 10 ln 40
    assert lo == pytest.approx(9 * math.log(5), rel=1e-14, abs=0) and hi == pytest.approx(10 * math.log(40), rel=1e-14, abs=0)


def test_bounds_from_an_interval_take_the_right_ends():
    # gap in [0.05, 0.1], pi_min = 1/4, eps = 1/4, pi_min's relative error 0.1:
    # lower (1/0.1 - 1) ln 2 = 9 ln 2; upper ln(1/(eps pi_min (1 - 0.1))) / 0.05
    b = spectral_mixing_bounds(math.log(0.05), math.log(0.1), math.log(0.25), 0.25, pi_relative_error=0.1)
    assert b.lower == pytest.approx(9 * math.log(2), rel=1e-13, abs=0)
    assert b.upper == pytest.approx(math.log(1 / (0.25 * 0.25 * 0.9)) / 0.05, rel=1e-13, abs=0)
    assert b.note == ""
    far = spectral_mixing_bounds(-800.0, -800.0, math.log(0.25))
    assert far.lower is None and far.upper is None and "exceeds float64's range" in far.note
    assert far.log_lower == pytest.approx(800.0 + math.log(math.log(2)), rel=1e-12, abs=0)   # ln((e^800 - 1) ln 2)


def test_paulin_bound_by_hand():
    # eps = 1/4, pi_min = 1/4: ln(1/(4 eps^2 pi_min)) = ln 16
    # k = 1: ceil(ln 16 / -ln 0.8) = 13; k = 2: 2 ceil(ln 16 / -ln 0.3) = 2 * 3 = 6
    assert nonreversible_mixing_upper_bound([0.2, 0.7], 0.25) == (6, 2)
    # with errors: gamma_2 -> 0.05: 2 ceil(ln 16 / -ln 0.95) = 2 * 55 = 110; k = 1 wins with 13
    assert nonreversible_mixing_upper_bound([0.2, 0.7], 0.25, gamma_errors=[0.0, 0.65]) == (13, 1)
    b = spectral_mixing_bounds(math.log(0.1), math.log(0.1), math.log(0.25), reversible=False, gammas=[0.2, 0.7])
    assert b.upper == 6 and "k=2" in b.kind
    none = spectral_mixing_bounds(math.log(0.1), math.log(0.1), math.log(0.25), reversible=False,
                                  gammas=[0.2], gamma_errors=[0.3])
    assert none.upper is None and "reaches 0" in none.note


def test_reversible_chain_with_a_dominant_negative_eigenvalue():
    # birth-death, reversible: eigenvalues 1, 0.1, -0.8 (trace 0.3, det -0.08 on the complement)
    P = np.array([[0.1, 0.9, 0.0], [0.45, 0.1, 0.45], [0.0, 0.9, 0.1]])
    s = spectral_summary(P)
    assert s.reversible
    assert s.lambda_2 == pytest.approx(0.1, abs=1e-14) and s.lambda_star == pytest.approx(0.8, abs=1e-14)
    assert s.spectral_gap == pytest.approx(0.2, abs=1e-14)
    assert s.relaxation_time == pytest.approx(5.0, rel=1e-13, abs=0)
    assert s.gap_certified and s.gap_lower <= 0.2 <= s.gap_upper and s.gap_upper - s.gap_lower < 1e-12
    assert s.pseudo_spectral_gap is None and s.multiplicative_gaps is None   # reversible: not computed


def test_one_state_override_and_guards():
    one = spectral_summary(np.array([[1.0]]))
    assert (one.n_states, one.spectral_gap, one.relaxation_time, one.gap_note) == (1, 1.0, 1.0, "one state")
    forced = spectral_summary(P3, reversible=False, nonreversible_k=0)
    assert forced.reversibility_rule == "given by the caller"
    with pytest.raises(InvalidInputError, match="method"):
        spectral_summary(P3, method="qr")
    with pytest.raises(InvalidInputError, match="random-scan GlauberKernel"):
        spectral_summary(P3, method="lanczos")
    with pytest.raises(InvalidInputError, match="nonreversible_k"):
        spectral_summary(P3, nonreversible_k=-1)
