"""Fifth blind audit, part a (issue 30): tests for the survivors of its first run in ``exact/``
(benchmarks/blind_audit_5a.py; record benchmarks/results/blind-audit-5a-2026-12-03.md). Each
reference value is a closed form, a hand computation or an independent computation (the
enumerated chain beside the count chain), with its source in a comment."""

from __future__ import annotations

import inspect
import math

import numpy as np
import pytest

import exact
import exact.space
from exact._rounding import gap_rounding, log_rounding
from exact.checks import _claim
from exact.kernel import glauber_kernel
from exact.lumped import lumped_exit_times
from exact.lumped_checks import (
    count_fixed_points,
    count_rectangles,
    log_exit_time_from_set,
    lumped_exact_report,
)
from exact.markov import ExactChain, check_claims
from exact.rectangles import rectangle_summary
from exact.scans import NlognRow, NlognScan, _aicc, metastability_scan, nlogn_theory
from exact.stationary import stationary
from toolkit.models import IndependentSites, potts
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts, random_exchangeable

U = 2.0**-53


# ---------------------------------------------------------------- exact/_rounding.py
def test_log_rounding_is_per_conditional_for_random_scan_and_n_fold_for_the_sweep():
    # exact/_rounding.py docstring: delta = 4 u L / T + (q + 4) u with L = max |l| (here the
    # negative logit -3 sets L = 3); a systematic sweep multiplies n = 3 conditionals: 3 delta
    model = IndependentSites(np.array([[-3.0, 1.0], [0.5, -2.0], [0.0, 0.25]]))
    T = 0.5
    delta = 4 * U * 3.0 / T + (2 + 4) * U
    assert log_rounding(glauber_kernel(model, temperature=T)) == pytest.approx(delta, rel=1e-12)
    assert log_rounding(glauber_kernel(model, temperature=T, scan="systematic")) == pytest.approx(3 * delta, rel=1e-12)


def test_gap_rounding_carries_the_n_of_rho_pi():
    # gap (delta + 3 rho_pi) with rho_pi = n delta (pi_rounding): n = 3, random scan
    model = IndependentSites(np.array([[-3.0, 1.0], [0.5, -2.0], [0.0, 0.25]]))
    K = glauber_kernel(model, temperature=0.5)
    delta = 4 * U * 3.0 / 0.5 + 6 * U
    assert gap_rounding(K, 0.2) == pytest.approx(0.2 * (delta + 3 * 3 * delta), rel=1e-12)


# ---------------------------------------------------------------- exact/checks.py
def test_a_claim_whose_value_is_missing_has_no_verdict_and_names_why():
    # exact/checks.py: "A claim whose hypothesis holds but whose value is missing (t_mix not
    # reached) is n/a with the reason in its note"
    c = _claim("spectral-upper", "t_mix <= spectral upper bound", "finite bound", True, 10.0, None, False, None,
               missing="t_mix not reached")
    assert c.hypothesis_holds is True and c.holds is None and c.slack is None
    assert c.note == "t_mix not reached"


@pytest.mark.parametrize("T", [0.2, 50.0])
def test_t0_sufficient_hypothesis_is_t_above_t0(T):
    # two-site Potts, coupling 1: the logits of site 0 are (1, 0) or (0, 1) as site 1 holds 0 or
    # 1, so L_01 = osc((1, -1)) = 2 and T_0 = max_j sum_i L_ij / 4 = 1/2 (DESIGN.md section 1):
    # T = 0.2 is below it, 50 above
    r = check_claims(potts(2, 2, 1.0), temperature=T)
    assert r.influence.T0_col == pytest.approx(0.5, rel=1e-12)
    assert r.claim("T0-sufficient").hypothesis_holds is (T > 0.5)


def test_bottleneck_claim_uses_the_largest_basin_bound():
    # Curie-Weiss with a weak field: two zero-temperature basins (all-minus, all-plus), each of
    # weight below 1 - eps but different, so their bottleneck bounds (1 - pi(S) - eps) / Phi(S)
    # differ (about 40 and 20 here); the claim takes the
    # largest (exact/checks.py: "The largest bottleneck bound over the exclusive basins"),
    # recomputed here basin by basin from ExactChain
    model, T, eps = CurieWeiss(4, 2.0, field=0.05), 0.7, 0.25
    chain = ExactChain(model, temperature=T)
    b = chain.basins()
    bounds = []
    for k in range(b.n_attractors):
        mask = b.basin(k)
        if mask.any() and not mask.all() and chain.pi[mask].sum() < 1 - eps:
            bounds.append(chain.bottleneck_lower_bound(mask, eps=eps))
    assert len(bounds) == 2 and not math.isclose(bounds[0], bounds[1], rel_tol=1e-6)
    got = check_claims(model, temperature=T, eps=eps).bottleneck["bound"]
    assert got == pytest.approx(max(bounds), rel=1e-12)


# ---------------------------------------------------------------- exact/scans.py
def test_aicc_small_sample_correction_by_hand():
    # AICc = m ln(RSS/m) + 2k + 2k(k+1)/(m - k - 1) (Burnham and Anderson): m = 5, k = 2, RSS = 7
    resid = np.array([1.0, -1.0, 2.0, 0.0, 1.0])
    assert _aicc(resid, 2) == pytest.approx(5 * math.log(7 / 5) + 4 + 12 / 2, rel=1e-14)
    # m - k - 1 = 0: the correction is infinite
    assert _aicc(resid[:3], 2) == math.inf


def test_nlogn_theory_mean_field_potts_constant():
    # Cuff et al. 2012: c = 1 / (2 (1 - beta/(q T))) below the spinodal; q = 3, beta = 1, T = 2:
    # beta/T = 0.5 < beta_s(3) = 2.7456, c = 1 / (2 (1 - 1/6)) = 0.6
    c, src = nlogn_theory(MeanFieldPotts(3, 20, 1.0), 2.0)
    assert c == pytest.approx(0.6, rel=1e-14) and "Cuff" in src


def test_nlogn_scan_all_hold_is_none_without_an_applicable_bound():
    # NlognScan.all_hold: "None when no row has both, so the bound says nothing here"
    rows = (NlognRow(4, 1.0, 1.5, 1.5, 2.0, None, 10, 10 / (4 * math.log(4))),
            NlognRow(6, 1.0, 1.6, 1.6, 2.1, None, 20, 20 / (6 * math.log(6))))
    scan = NlognScan("family", 0.25, rows)
    assert scan.all_hold is None
    assert scan.verdict().startswith("no size had an applicable bound")


def test_metastability_slope_is_fitted_on_the_lowest_temperatures():
    # two-site q = 2 Potts, coupling 1: E_00[tau] = 1 + e^{1/T} exactly (exact/scans.py
    # docstring); the default fit takes the lowest half of the grid, T = 0.1 and 0.05, whatever
    # the order given
    s = metastability_scan(potts(2, 2, 1.0), [0.05, 0.5, 0.1, 0.2])
    assert [r.temperature for r in s.rows] == [0.5, 0.2, 0.1, 0.05]
    slope = (math.log1p(math.exp(20.0)) - math.log1p(math.exp(10.0))) / (20.0 - 10.0)
    assert s.fit_points == 2
    assert s.slope == pytest.approx(slope, rel=1e-9)


def test_lumped_basin_set_size_counts_states_like_the_enumerated_scan():
    # the lumped scan's basin is a union of count classes; its set_size counts states (each class
    # c holds n! / prod c_a! of them), as the enumerated scan of the same basin does. Curie-Weiss
    # at zero field: the two monochromatic basins are mirror images, so their sizes agree
    model, Ts = CurieWeiss(6, 1.5), [1.0, 0.5]
    lumped = metastability_scan(model, Ts, set_kind="basin", method="lumped")
    enumerated = metastability_scan(model, Ts, set_kind="basin", state=0, method="enumerate")
    assert enumerated.set_size > 1
    assert lumped.set_size == enumerated.set_size


# ---------------------------------------------------------------- exact/lumped_checks.py
def test_count_rectangles_certified_count_matches_enumeration():
    # an incompatible exchangeable model (q = 3, Gaussian logits): the count rectangles stand for
    # every rectangle of the full model, so the certified count is the enumerated one
    model = random_exchangeable(3, 4, rng=1)
    lumped, full = count_rectangles(model), rectangle_summary(model)
    assert full.n_certified > 0
    assert (lumped.count, lumped.n_certified) == (full.count, full.n_certified)


def test_count_fixed_points_largest_margin_first():
    # Curie-Weiss l_i(a) = s_a (beta/n S + h), S the other sites' spin sum (toolkit.models.
    # exchangeable): n = 4, beta = 2, h = 0.5. All-plus: S = 3, u = 1.5 + 0.5, margin 2u = 4;
    # all-minus: S = -3, u = -1.5 + 0.5, margin 2|u| = 2; listed largest first
    fps = count_fixed_points(CurieWeiss(4, 2.0, field=0.5))
    gammas = [f.gamma for f in fps]
    assert gammas == sorted(gammas, reverse=True)
    assert gammas[0] == pytest.approx(4.0, rel=1e-12) and gammas[-1] == pytest.approx(2.0, rel=1e-12)


def test_down_set_exit_time_matches_the_linear_solve():
    # q = 2, leaving the down-set {m <= 2} from m = 0 (count row n): the birth-death sum in
    # logarithms against the linear solve of exact.lumped.lumped_exit_times
    n, T = 6, 0.8
    model = CurieWeiss(n, 1.5)
    ones = n - np.arange(n + 1)
    mask = ones <= 2
    want = math.log(lumped_exit_times(model, mask, temperature=T)[n])
    assert log_exit_time_from_set(model, n, mask, temperature=T) == pytest.approx(want, rel=1e-10)


def test_lumped_report_entropy_is_the_enumerated_one():
    # pi entropy of the full chain, -sum_x pi(x) ln pi(x), from the enumerated stationary law
    model, T = CurieWeiss(5, 1.0, field=0.2), 1.0
    pi = stationary(glauber_kernel(model, temperature=T))
    want = float(-(pi * np.log(pi)).sum())
    assert lumped_exact_report(model, temperature=T).pi_entropy == pytest.approx(want, rel=1e-10)


# ---------------------------------------------------------------- exact/__init__.py
def test_exact_all_is_the_public_namespace():
    # every name of __all__ resolves, and every public object exact binds (not a submodule) is
    # listed in __all__ (the package docstring's API)
    assert all(hasattr(exact, name) for name in exact.__all__)
    public = {k for k, v in vars(exact).items() if not k.startswith("_") and not inspect.ismodule(v)}
    assert public == set(exact.__all__)
    assert exact.implied_timescales.__module__ == "exact.timescales"
    assert exact.nlogn_scan.__module__ == "exact.scans"


def test_default_max_states_is_the_space_guard():
    # STYLE.md / exact.space: the guard is 2e7 states, one value wherever it is read
    assert exact.DEFAULT_MAX_STATES == exact.space.DEFAULT_MAX_STATES == 2e7
