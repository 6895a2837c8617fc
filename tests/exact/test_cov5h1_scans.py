"""Coverage-driven guards of ``exact.scans`` (issue 30, helper cov5h1): ``fit_nlogn``'s input
check, the hypercube cutoff constant, ``potts_spinodal(2)``, the verdict without exact rows,
the notes for a missing ``t_mix`` and the lumped basin scan, against closed forms, the
documented contract, and the enumerated scan of the same model."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact.scans import (
    NlognRow,
    NlognScan,
    _lumped_note,
    _not_reached_note,
    fit_nlogn,
    metastability_scan,
    nlogn_theory,
    potts_spinodal,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites


@pytest.mark.parametrize("n,t", [([10, 20], [5.0, 9.0]),                 # fewer than 3 sizes
                                 ([1, 20, 50], [1.0, 9.0, 30.0]),        # n < 2
                                 ([10, 20, 50], [5.0, 0.0, 30.0]),       # t_mix = 0
                                 ([10, 20, 50], [5.0, 9.0])])            # shapes differ
def test_fit_nlogn_input_check(n, t):
    with pytest.raises(InvalidInputError, match=r"needs at least 3 sizes n >= 2 with t_mix > 0"):
        fit_nlogn(n, t)


def test_hypercube_cutoff_constant():
    # IdenticalSites q = 2 with equal logits (or T = inf) is the lazy hypercube walk
    # (each step resamples a uniform site uniformly): cutoff at (1/2) n ln n (LPW Thm 18.3)
    assert nlogn_theory(IdenticalSites(5, [0.3, 0.3]), 1.0)[0] == 0.5
    assert nlogn_theory(IdenticalSites(5, [0.3, 0.0]), math.inf)[0] == 0.5
    assert nlogn_theory(IdenticalSites(5, [0.3, 0.0]), 1.0) == (None, "")   # a biased walk: not known here


def test_potts_spinodal_q2_is_the_curie_weiss_critical_point():
    # q = 2: beta(x) = ln(x/(1-x)) / (2x - 1) -> 2 as x -> 1/2 (its minimum), beta_s = 2
    assert potts_spinodal(2) == 2.0
    x = 0.5 + 1e-6
    assert math.log(x / (1 - x)) / (2 * x - 1) == pytest.approx(2.0, rel=1e-9)


def _row(bound, t_mix):
    return NlognRow(10, 1.0, 0.5, 0.5, 1.0, bound, t_mix, None)


def test_verdict_when_no_row_has_an_exact_t_mix():
    scan = NlognScan("f", 0.25, (_row(40, None), _row(None, None)))
    assert scan.all_hold is None
    assert scan.verdict() == "no size had an applicable bound (no exact t_mix beside a bound)"
    only_none = NlognScan("f", 0.25, (_row(None, 12),))
    assert only_none.verdict().startswith("no size had an applicable bound (alpha >= 1 at every n")


def test_not_reached_notes():
    assert _not_reached_note(SimpleNamespace(times=(), distances=())) == "not reached"
    mix = SimpleNamespace(t_mix=None, t_mix_lower=None)
    assert _lumped_note(mix) == "not reached"
    mix = SimpleNamespace(t_mix=None, t_mix_lower=7)
    assert _lumped_note(mix) == "not reached: t_mix >= 7"
    mono = SimpleNamespace(t_mix=9, starts="monochromatic", classes_evaluated=3, classes_total=10)
    assert _lumped_note(mono) == ("not exact: 9 from the monochromatic starts only (a lower bound; "
                                  "3 of 10 start classes evaluated)")
    mid = SimpleNamespace(t_mix=9, starts="certified", t_mix_lower=9, t_mix_upper=None, classes_evaluated=2,
                          classes_total=11)
    assert _lumped_note(mid) == "not exact: between 9 and - (2 of 11 start classes)"


def test_lumped_scan_refuses_a_state_index():
    with pytest.raises(InvalidInputError, match=r"`state` indexes enumerated states.*got 0"):
        metastability_scan(CurieWeiss(6, 3.0), [1.0, 0.8], state=0, method="lumped")


def test_lumped_basin_scan_matches_the_enumerated_scan():
    # CurieWeiss(6, 3): at T = 0 a site copies the majority of the other 5, so the exclusive
    # basin of the all-0 (or all-1) state is {at most 2 of the other token}: 1 + 6 + 15 = 22
    # states; its exit times are those of the enumerated scan (a linear solve on 64 states)
    lumped = metastability_scan(CurieWeiss(6, 3.0), [1.0, 0.8], set_kind="basin", method="lumped")
    enum = metastability_scan(CurieWeiss(6, 3.0), [1.0, 0.8], set_kind="basin", method="enumerate")
    assert lumped.set_size == enum.set_size == 1 + 6 + 15
    assert [r.log_exit_time for r in lumped.rows] == pytest.approx([r.log_exit_time for r in enum.rows], rel=1e-10)


def test_basin_of_a_single_attractor_is_refused():
    # IdenticalSites with token 0 favoured: all-0 is the only attractor, its basin is everything
    for method in ("lumped", "enumerate"):
        with pytest.raises(InvalidInputError, match="the basin of the fixed point is the whole space"):
            metastability_scan(IdenticalSites(4, [1.0, 0.0]), [1.0, 0.8], set_kind="basin", method=method)


def test_lumped_scan_without_fixed_point_is_refused():
    # equal logits: every state has margin 0, no strict argmax fixed point
    with pytest.raises(InvalidInputError, match="no strict argmax fixed point"):
        metastability_scan(IdenticalSites(4, [0.0, 0.0]), [1.0, 0.8], method="lumped")


def test_slope_fit_points_default_is_half_the_grid():
    # documented: fit_points defaults to half the grid (at least 2), the lowest temperatures;
    # the slope is the least-squares line of ln E[tau] against 1/T over those points
    Ts = [2.0, 1.5, 1.0, 0.8, 0.6, 0.5]
    s = metastability_scan(CurieWeiss(6, 3.0), Ts, method="enumerate")
    assert s.fit_points == 3
    rows = sorted(s.rows, key=lambda r: r.temperature)[:3]           # the 3 lowest T
    a, b = np.polyfit([1 / r.temperature for r in rows], [r.log_exit_time for r in rows], 1)
    assert s.slope == pytest.approx(a, rel=1e-9) and s.intercept == pytest.approx(b, rel=1e-9, abs=1e-9)
    assert metastability_scan(CurieWeiss(6, 3.0), Ts[:3], method="enumerate").fit_points == 2   # 3 // 2 -> 2
    assert metastability_scan(CurieWeiss(6, 3.0), Ts, fit_points=50, method="enumerate").fit_points == 6
    with pytest.raises(InvalidInputError, match="fit_points"):
        metastability_scan(CurieWeiss(6, 3.0), Ts, fit_points=1, method="enumerate")
