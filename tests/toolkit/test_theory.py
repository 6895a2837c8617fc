"""The theory's closed-form bounds (toolkit.theory): each against a case with a closed form,
and the old public names on both sides as thin aliases of the one copy (issue 27)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit import theory
from toolkit.exceptions import InvalidInputError


# ---------------------------------------------------------------------- escape
@pytest.mark.parametrize("q,gamma,T", [(2, 1.0, 1.0), (3, 3.0, 1.5), (5, 0.7, 0.2)])
def test_escape_bound_is_one_site_exit_time_minus_one(q, gamma, T):
    """One site, logits ``(gamma, 0, ..., 0)``: the chain leaves token 0 with probability
    ``p = (q-1) e^{-gamma/T} / (1 + (q-1) e^{-gamma/T})`` per step, so ``E[tau_exit] = 1/p =
    e^{gamma/T}/(q-1) + 1`` (geometric law): the bound is that exit time less one step."""
    w = (q - 1) * math.exp(-gamma / T)
    exit_time = (1 + w) / w
    assert theory.escape_lower_bound(gamma, T, q) == pytest.approx(exit_time - 1, rel=1e-13, abs=0)
    assert theory.log_escape_lower_bound(gamma, T, q) == pytest.approx(gamma / T - math.log(q - 1), rel=1e-14, abs=0)


def test_escape_bound_by_hand_and_beyond_float64():
    # e^{3/1.5} / 2 = e^2 / 2
    assert theory.escape_lower_bound(3.0, 1.5, 3) == pytest.approx(math.e ** 2 / 2, rel=1e-14, abs=0)
    out = theory.escape_lower_bound(np.array([0.0, 2000.0]), 1.0, 3)  # no overflow warning (errors in tests)
    assert out[0] == 0.5 and math.isinf(out[1])
    assert theory.log_escape_lower_bound(np.array([2000.0]), 1.0, 3)[0] == pytest.approx(2000 - math.log(2), rel=1e-15)
    with pytest.raises(InvalidInputError, match="`q` must be >= 2"):
        theory.escape_lower_bound(1.0, 1.0, 1)
    with pytest.raises(InvalidInputError, match="temperature"):
        theory.escape_lower_bound(1.0, 0.0, 3)


def test_escape_aliases_keep_their_argument_orders():
    """exact.basins re-exports the one copy; toolkit.metastable keeps ``(margin, q, T)``."""
    import importlib

    from toolkit.metastable import escape_time_lower_bound

    basins = importlib.import_module("exact.basins")  # the module (exact.basins the attribute is a function)

    assert basins.log_escape_lower_bound is theory.log_escape_lower_bound
    assert basins.escape_lower_bound is theory.escape_lower_bound
    # q = 4, T = 0.5: e^{2 gamma} / 3 (a swapped q and T would give e^{gamma/4} / (0.5 - 1))
    np.testing.assert_allclose(escape_time_lower_bound([1.0, 2.0], 4, 0.5), np.exp([2.0, 4.0]) / 3, rtol=1e-14)


# ---------------------------------------------------------------------- reversible bounds
# Two-state chain P = [[1 - a, a], [b, 1 - b]] with a = 0.1, b = 0.3 (Levin-Peres-Wilmer 1.3):
# eigenvalue 1 - a - b = 0.6, gap 0.4, t_rel = 2.5, pi = (b, a)/(a + b) = (0.75, 0.25);
# d(t) = 0.75 * 0.6^t, so t_mix(1/4) = ceil(ln 3 / ln(1/0.6)) = 3.
T_REL, PI_MIN, T_MIX = 2.5, 0.25, 3


def test_reversible_bounds_on_the_two_state_chain():
    lo = theory.reversible_lower_bound(T_REL, 0.25)
    hi = theory.reversible_upper_bound(T_REL, math.log(PI_MIN), 0.25)
    assert lo == pytest.approx(1.5 * math.log(2), rel=1e-15, abs=0)  # (t_rel - 1) ln(1/(2 eps))
    assert hi == pytest.approx(2.5 * math.log(16), rel=1e-15, abs=0)  # t_rel ln(1/(eps pi_min))
    assert lo <= T_MIX <= hi
    # pi_min lowered by its relative error 0.1: t_rel ln(1/(eps pi_min 0.9)); the error is capped at 1/2
    assert theory.reversible_upper_bound(T_REL, math.log(PI_MIN), 0.25, pi_relative_error=0.1) == pytest.approx(
        2.5 * math.log(16 / 0.9), rel=1e-15, abs=0)
    assert theory.reversible_upper_bound(T_REL, math.log(PI_MIN), 0.25, pi_relative_error=0.9) == pytest.approx(
        2.5 * math.log(32), rel=1e-15, abs=0)
    with pytest.raises(InvalidInputError, match="eps"):
        theory.reversible_lower_bound(T_REL, 1.5)


def test_log_forms_equal_the_bounds_and_reach_tiny_gaps():
    lg = math.log(1 / T_REL)
    assert theory.log_reversible_lower_bound(lg, 0.25) == pytest.approx(math.log(1.5 * math.log(2)), rel=1e-14, abs=0)
    assert theory.log_reversible_upper_bound(lg, math.log(PI_MIN), 0.25) == pytest.approx(
        math.log(2.5 * math.log(16)), rel=1e-14, abs=0)
    # gap = 1e-400 (below float64): 1/gap - 1 = 1e400 to 400 digits, so ln bound = 400 ln 10 + ln ln 2
    tiny = -400 * math.log(10)
    assert theory.log_reversible_lower_bound(tiny, 0.25) == pytest.approx(400 * math.log(10) + math.log(math.log(2)),
                                                                          rel=1e-15, abs=0)
    assert theory.log_reversible_upper_bound(tiny, math.log(PI_MIN), 0.25) == pytest.approx(
        400 * math.log(10) + math.log(math.log(16)), rel=1e-15, abs=0)
    # gap near 1: 1/gap - 1 = 1e-12 exactly to first order (expm1, not exp - 1)
    assert theory.log_reversible_lower_bound(math.log1p(-1e-12), 0.25) == pytest.approx(
        math.log(1e-12 * math.log(2)), rel=1e-6)
    assert theory.log_reversible_lower_bound(0.0, 0.25) == -math.inf  # gap 1: bound 0
    assert theory.log_reversible_lower_bound(lg, 0.5) is None  # ln(1/(2 eps)) = 0: no positive bound


def test_exact_wrappers_use_the_one_copy():
    """exact.spectral's reversible_mixing_bounds and spectral_mixing_bounds give the same numbers."""
    from exact.spectral import reversible_mixing_bounds, spectral_mixing_bounds

    assert reversible_mixing_bounds(T_REL, PI_MIN, 0.25) == pytest.approx((1.5 * math.log(2), 2.5 * math.log(16)),
                                                                         rel=1e-15, abs=0)
    b = spectral_mixing_bounds(math.log(0.4), math.log(0.4), math.log(PI_MIN), 0.25)
    assert b.lower == pytest.approx(1.5 * math.log(2), rel=1e-14, abs=0)
    assert b.upper == pytest.approx(2.5 * math.log(16), rel=1e-14, abs=0)


def test_nonreversible_bound_by_hand_and_its_exact_alias():
    """Paulin's ``min_k k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))`` by hand, with the lower
    ends of the gammas' intervals and ``pi_min`` lowered by its relative error; exact.spectral's
    ``nonreversible_mixing_upper_bound`` (``pi_min`` first) is the same copy."""
    from exact.spectral import nonreversible_mixing_upper_bound

    # eps = 0.1, pi_min = 0.2: L = ln(1/(0.04 * 0.2)) = ln 125; gamma_1 = 0.3, gamma_2 = 0.8, gamma_3 = 0.99
    L = math.log(125.0)
    by_k = [k * math.ceil(L / -math.log(1 - g)) for k, g in ((1, 0.3), (2, 0.8), (3, 0.99))]
    assert by_k == [14, 6, 6]
    assert theory.nonreversible_upper_bound([0.3, 0.8, 0.99], math.log(0.2), 0.1) == (6.0, 2)   # ties: the first k
    assert nonreversible_mixing_upper_bound([0.3, 0.8, 0.99], 0.2, 0.1) == (6.0, 2)
    # interval ends: gamma_2 - 0.5 = 0.3 -> 2 ceil(L / -ln 0.7) = 28; gamma_3 - 0.99 = 0: no bound from k = 3
    Lerr = math.log(125.0) - math.log1p(-0.1)
    want = min(1 * math.ceil(Lerr / -math.log(0.7)), 2 * math.ceil(Lerr / -math.log(0.7)))
    assert theory.nonreversible_upper_bound([0.3, 0.8, 0.99], math.log(0.2), 0.1, gamma_errors=[0.0, 0.5, 0.99],
                                            pi_relative_error=0.1) == (float(want), 1)
    assert theory.nonreversible_upper_bound([0.3], math.log(0.2), 0.1, gamma_errors=[0.3]) == (math.inf, None)


def test_contraction_constants_and_bound_by_hand():
    from toolkit.theory import contraction_bound, contraction_constants, softmax_lemma_bound

    # one site influenced by two others: column sums (0, 1, 2) and row sums (3, 0, 0)
    L = [[0.0, 1.0, 2.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]
    R = [[0.0, 0.1, 0.3], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]
    assert contraction_constants(R, L) == pytest.approx((0.3, 0.4, 0.5, 0.75), abs=1e-15)
    # two-site Potts q = 2, c/T = 1: R_01 = tanh(1/2), the softmax lemma's equality case (L = 2c)
    assert softmax_lemma_bound(2.0, 1.0) == pytest.approx(0.46211715726000974, rel=1e-15, abs=0)
    # ceil(2 ln 8 / (1 - tanh(1/2))) = ceil(7.7319...) = 8 (by hand: 4.1588830834 / 0.5378828427)
    assert contraction_bound(0.46211715726000974, 2, 0.25) == 8
    assert contraction_bound(0.5, 4, 0.25) == 23  # ceil(8 ln 16) = ceil(22.18)
    assert contraction_bound(1.0, 4, 0.25) is None
