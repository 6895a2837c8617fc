"""Contract sweep 6, group s1 (issue 30): exact/analysis.py's promises that no other test pins:
the q = 3 'auto' rule at both ends (above LUMP_ABOVE_STATES states, class chains within
LUMP_CLASS_STATES_MAX: n = 9..12 by the module docstring), the method names refused,
min_temperature's formula, check_logit_scale at its boundary, and report_warnings at
PI_RTOL_WARN with its message."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

import exact.analysis as an
from exact.analysis import check_logit_scale, exact_method, min_temperature, report_warnings
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def test_constants():
    assert (an.LUMP_Q2_ABOVE_N, an.LUMP_ABOVE_STATES, an.LUMP_CLASS_STATES_MAX) == (12, 1e4, 2e5)
    assert an.PI_RTOL_WARN == 1e-6 and an.STEPPING_WORK_MAX == 2e12


def test_q3_auto_rule_at_both_ends():
    # 3^8 = 6561 <= 1e4: enumerate; 3^9 = 19683: lumped; n = 12: class chains hold 125970 states
    # (<= 2e5): lumped; n = 13: 203490 (> 2e5) and 3^13 = 1.6e6 within reach: enumerate
    assert exact_method(MeanFieldPotts(3, 8, 1.0)) == "enumerate"
    assert exact_method(MeanFieldPotts(3, 9, 1.0)) == "lumped"
    assert exact_method(MeanFieldPotts(3, 12, 1.0)) == "lumped"
    assert exact_method(MeanFieldPotts(3, 13, 1.0)) == "enumerate"
    assert an._class_states(3, 12) == 125970.0 and an._class_states(3, 13) == 203490.0
    # out of reach of max_states: lumped whatever q
    assert exact_method(MeanFieldPotts(4, 8, 1.0), max_states=1e4) == "lumped"
    assert exact_method(MeanFieldPotts(3, 8, 1.0), method="enumerate") == "enumerate"


def test_methods_refused():
    with pytest.raises(InvalidInputError, match="`method` must be one of"):
        exact_method(CurieWeiss(4, 1.0), method="count")
    with pytest.raises(InvalidInputError, match="needs an exchangeable model"):
        exact_method(potts(2, 3, 1.0), method="lumped")
    with pytest.raises(InvalidInputError, match="needs the random scan"):
        exact_method(CurieWeiss(4, 1.0), method="lumped", scan="systematic")


def test_min_temperature_and_logit_scale_boundary():
    big = float(np.finfo(np.float64).max)
    assert min_temperature(3.0) == 4 * 3.0 / big
    # CurieWeiss(2, 2e300): at the monochromatic count vector (1, 0) the logits are
    # -+beta (n - 1)/n = -+1e300 (the largest |logit|, _max_abs_logit)
    model = CurieWeiss(2, 2e300)
    lo = min_temperature(1e300)                       # 4e300 / 1.8e308 = 2.2e-8
    check_logit_scale(model, lo)                      # the least T that works is allowed
    check_logit_scale(model, [lo, 1.0, -1.0])          # non-positive values are left to validators
    with pytest.raises(InvalidInputError, match=r"`--T` .* too small for this model"):
        check_logit_scale(model, [1.0, lo * 0.5], flag="--T")
    check_logit_scale(CurieWeiss(2, 0.0), 1e-300)     # zero logits: any T
    check_logit_scale(IndependentSites(np.zeros((1, 2))), 1e-300)   # no table to read: not checked


def _report(rel, log_pi_min=-3.0, T=0.5):
    return SimpleNamespace(pi_relative_error=rel, temperature=T, log_pi_min=log_pi_min)


def test_report_warnings_at_the_threshold():
    assert report_warnings(_report(1e-6)) == []
    assert report_warnings(_report(None)) == []
    (w,) = report_warnings(_report(2e-6))
    assert w["kind"] == "pi-accuracy" and w["value"] == 2e-6 and w["threshold"] == 1e-6
    assert "is known only roughly" in w["message"] and "round-off" not in w["message"]
    (w,) = report_warnings(_report(math.inf))
    assert w["value"] is None and "has no correct digit" in w["message"]
    (w,) = report_warnings(_report(1.0))
    assert "has no correct digit" in w["message"]


def test_report_warnings_names_the_least_accurate_temperature():
    # u |ln pi_min| = 1.1e-16 * 1e12 = 1.1e-4 > 0.01 rel (rel = 2e-3): the 1/T round-off dominates;
    # pi accurate to 1e-6 above T ~ T rel / 1e-6 = 0.01 * 2e-3 / 1e-6 = 20
    (w,) = report_warnings(_report(2e-3, log_pi_min=-1e12, T=0.01))
    assert "above T ~ 20" in w["message"]
    (w,) = report_warnings(_report(2e-3, log_pi_min=-3.0, T=0.01))
    assert "above T ~" not in w["message"]


def test_lumped_size_guard_at_its_boundary_and_which_limit():
    # C(n + q - 1, q - 1) count vectors: q = 2, n = 200 gives 201
    an._check_lumped_size(2, 200, 201)                 # equal to max_states: allowed
    with pytest.raises(InvalidInputError, match=r"= 201 states for q = 2, n = 200, above 200 \(`max_states`\)"):
        an._check_lumped_size(2, 200, 200)
    # q = 3, n = 2000: C(2002, 2) = 2003001 > MAX_COUNT_STATES = 2e6: the engine's own limit names itself
    assert math.comb(2002, 2) == 2003001
    with pytest.raises(InvalidInputError, match="the lumped engine's limit"):
        an._check_lumped_size(3, 2000, 1e9)
    an._check_lumped_size(3, 1998, 1e9)                # C(2000, 2) = 1999000: within it


def test_report_of_two_site_potts_by_hand():
    # potts(2, 2, J = 1) at T = 1: pi ∝ exp([x_0 = x_1]) = (e, 1, 1, e) / (2e + 2); pi_min = 1/(2e + 2),
    # entropy -sum pi ln pi; the random-scan kernel: from 00, site i flips w.p. 1/2 * 1/(1 + e)
    from exact import analyze

    r = analyze(potts(2, 2, 1.0), temperature=1.0)
    e = math.e
    pi = np.array([e, 1, 1, e]) / (2 * e + 2)
    assert r.pi_min == pytest.approx(1 / (2 * e + 2), rel=1e-13)
    assert r.log_pi_min == pytest.approx(-math.log(2 * e + 2), rel=1e-13)
    assert r.pi_entropy == pytest.approx(float(-(pi * np.log(pi)).sum()), rel=1e-13)
    assert r.eps == 0.25 and r.method == "enumerate" and r.scan == "random"
    text = r.table()
    assert "bounds hold" in text and "t_mix(eps=0.25)" in text


def test_lumped_report_table_names_the_count_chain():
    from exact import analyze

    r = analyze(CurieWeiss(20, 1.0), temperature=2.0)
    assert r.method == "lumped" and r.n_lumped_states == 21     # C(20 + 1, 1) count vectors
    text = r.table()
    assert "2**20" in text and "n_lumped_states" in text and "start classes" in text
    rows = {ln.split()[0]: ln for ln in text.splitlines() if ln.strip()}
    assert "21" in rows["n_lumped_states"]
    # the enumerated report's row is the number of states itself
    e = analyze(CurieWeiss(3, 1.0), temperature=2.0).table()
    assert any(ln.split()[:2] == ["n_states", "8"] for ln in e.splitlines())


@pytest.mark.parametrize(("given", "used"), [(None, 0.5), (math.inf, 0.5), (math.nan, 0.5), (1e-9, 1e-9)])
def test_report_bounds_take_half_for_an_unknown_pi_error(monkeypatch, given, used):
    # report_bounds passes pi's relative error to spectral_mixing_bounds, 0.5 where it is unknown
    seen = {}

    def spy(lo, hi, log_pi_min, eps, **kw):
        seen.update(kw, lo=lo, hi=hi, log_pi_min=log_pi_min, eps=eps)
        return "bounds"

    monkeypatch.setattr(an, "spectral_mixing_bounds", spy)
    spec = SimpleNamespace(log_gap_lower=-3.0, log_gap_upper=-2.0, reversible=False, multiplicative_gaps=(0.1,),
                           multiplicative_gap_errors=(0.01,))
    assert an.report_bounds(spec, -5.0, given, 0.2) == "bounds"
    assert seen["pi_relative_error"] == used
    assert (seen["lo"], seen["hi"], seen["log_pi_min"], seen["eps"]) == (-3.0, -2.0, -5.0, 0.2)
    assert seen["reversible"] is False and seen["gammas"] == (0.1,) and seen["gamma_errors"] == (0.01,)
