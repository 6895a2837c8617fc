"""Contract sweep 6, group s1 (issue 30): exact/checks.py's promises that no other test pins:
the tolerances' formulas by hand, the slack's sign per claim (module docstring: ``bound - value``
for upper bounds, ``value - bound`` for lower ones), to_dict's keys against the sub-results, the
sections, the constants and an unknown claim's error."""

from __future__ import annotations

import math

import pytest

import exact.checks as ck
from exact import check_claims, site_logits
from exact.reversibility import edge_tolerance, log_entry_roundoff
from toolkit.exceptions import UnknownNameError
from toolkit.models import potts

U = 2.0**-53


def _g(k):
    return k * U / (1 - k * U)   # Higham's gamma_k


def test_kolmogorov_roundoff_by_hand():
    # 16 e + gamma_15 16 S + gamma_8 8 max|l| / T, S = 2 max|l|/T + ln q + ln n
    M, T, q, n = 3.0, 0.25, 3, 4
    S = 2 * M / T + math.log(q) + math.log(n)
    e = _g(3) * S
    want = 16 * e + _g(15) * 16 * S + _g(8) * 8 * M / T
    assert ck.kolmogorov_roundoff(M, T, q, n) == pytest.approx(want, rel=1e-12, abs=0)


def test_constants_and_sections():
    assert (ck.DRIFT_ATOL, ck.SCAN_TV_ATOL, ck.KOLMOGOROV_RTOL) == (1e-9, 1e-8, 1e-8)
    assert ck.MAX_LISTED_FIXED_POINTS == 50 and ck.MAX_BOTTLENECK_SETS == 50
    assert ck.SECTION == {
        "rectangle-reversibility": "compatibility", "kolmogorov-ratio": "compatibility",
        "conditional-drift": "compatibility", "scan-order": "compatibility", "softmax-lemma": "contraction",
        "T0-sufficient": "contraction", "path-coupling": "contraction", "contraction-tmix": "contraction",
        "spectral-upper": "spectral", "spectral-lower": "spectral", "escape-bound": "metastability",
        "bottleneck": "metastability"}


@pytest.fixture(scope="module")
def report():
    # Potts on 3 sites, coupling 1, at T = 2 (above T_0: every claim applies) with eps = 0.2
    return check_claims(potts(2, 3, 1.0), temperature=2.0, eps=0.2)


def test_tolerances_by_their_formulas(report):
    M = float(abs(site_logits(potts(2, 3, 1.0)).values).max())
    T, q, n = 2.0, 2, 3
    rho = report.exact.pi_relative_error
    e = log_entry_roundoff(M, T, q, n)
    t = report.tolerances
    assert t["drift"] == pytest.approx(1e-9 + 2 * rho + 2 * e, rel=1e-12, abs=0)
    assert t["scan_order"] == pytest.approx(1e-8 + 2 * rho, rel=1e-12, abs=0)
    # compatible model: max |log R| = 0, so the Kolmogorov floor is 1e-8 (1 + 0) unless round-off is larger
    assert t["kolmogorov"] == pytest.approx(max(1e-8, ck.kolmogorov_roundoff(M, T, q, n)), rel=1e-12, abs=0)
    assert t["edge"] == pytest.approx(edge_tolerance(M, T, q, n, rho, abs(report.exact.log_pi_min)), rel=1e-12)


def test_slack_signs_per_claim(report):
    upper = ("T0-sufficient", "path-coupling", "contraction-tmix", "spectral-upper")
    lower = ("spectral-lower", "bottleneck")
    for name in upper:
        c = report.claim(name)
        assert c.hypothesis_holds and c.holds, name
        assert c.slack == pytest.approx(c.bound - c.value, rel=1e-12, abs=1e-15), name
    for name in lower:
        c = report.claim(name)
        assert c.hypothesis_holds and c.holds, name
        assert c.slack == pytest.approx(c.value - c.bound, rel=1e-12, abs=1e-15), name
    # T0-sufficient's bound is 1 and its value alpha
    c = report.claim("T0-sufficient")
    assert c.bound == 1.0 and c.value == report.influence.alpha_col
    # softmax lemma: value max(R - tanh(L/4T)) <= 0 and slack its negative
    s = report.claim("softmax-lemma")
    assert s.bound == 0.0 and s.slack == pytest.approx(-s.value, abs=1e-15)
    # drift and scan order: bound - value (upper bounds on a residual)
    for name in ("conditional-drift", "scan-order", "kolmogorov-ratio"):
        c = report.claim(name)
        assert c.slack == pytest.approx(c.bound - c.value, rel=1e-12, abs=1e-18), name


def test_to_dict_keys_read_the_sub_results(report):
    d = report.to_dict()
    inf, ex = report.influence, report.exact
    assert d["eps"] == 0.2 and d["temperature"] == 2.0 and (d["q"], d["n"]) == (2, 3)
    assert d["alpha_col"] == inf.alpha_col and d["alpha_row"] == inf.alpha_row.value
    assert d["T0_col"] == inf.T0_col and d["T0_row"] == inf.T0_row.value
    assert d["path_coupling_max"] == inf.path_coupling_max and d["path_coupling_target"] == inf.path_coupling_target
    assert d["t_mix"] == ex.t_mix and d["spectral_gap"] == ex.spectral_gap and d["gap_error"] == ex.gap_error
    g = d["gap_interval"]
    assert (g["lower"], g["upper"], g["log_gap"], g["certified"]) == (ex.gap_lower, ex.gap_upper, ex.log_gap,
                                                                        ex.gap_certified)
    sb = d["spectral_bounds"]
    assert (sb["kind"], sb["lower"], sb["upper"]) == (ex.bound_kind, ex.t_mix_lower_bound, ex.t_mix_upper_bound)
    assert d["pi_min"] == ex.pi_min and d["log_pi_min"] == ex.log_pi_min
    assert d["detailed_balance_holds"] is report.detailed_balance is True
    assert d["edge_relative_residual"] == report.compat.edge_residual
    assert d["kolmogorov_max_error"] == report.compat.kolmogorov_max_error
    eb = d["escape_bound"]
    assert eb["n_fixed_points"] == report.n_fixed_points == 2
    assert eb["min_log_slack"] == min(e.log_slack for e in report.escapes)
    assert d["tolerances"] == report.tolerances and d["tolerances"] is not report.tolerances
    assert [c["name"] for c in d["claims"]] == [c.name for c in report.claims]


def test_unknown_claim_names_the_claim(report):
    with pytest.raises(UnknownNameError, match="no-such-claim"):
        report.claim("no-such-claim")


def test_escape_claim_reports_the_tightest_fixed_point(report):
    c = report.claim("escape-bound")
    worst = min(report.escapes, key=lambda e: e.log_slack)
    assert c.bound == worst.bound and c.value == worst.exit_time
    assert c.slack == pytest.approx(worst.exit_time - worst.bound, rel=1e-12)
    assert "tightest at [" in c.note


def test_row_and_column_influence_keys_on_an_asymmetric_model():
    # random_pairwise(2, 3, 0.5, rng=1): an asymmetric influence matrix, so the column and row
    # sums differ (alpha_col 0.3817 against alpha_row 0.4022): each key must read its own
    from toolkit.models import random_pairwise

    r = check_claims(random_pairwise(2, 3, 0.5, rng=1), temperature=2.0, eps=0.2)
    inf, d = r.influence, r.to_dict()
    assert abs(inf.alpha_col - inf.alpha_row.value) > 0.01 and abs(inf.T0_col - inf.T0_row.value) > 0.01
    assert d["alpha_col"] == inf.alpha_col and d["alpha_row"] == inf.alpha_row.value
    assert d["T0_col"] == inf.T0_col and d["T0_row"] == inf.T0_row.value
    assert d["reversible"] is False and d["escape_bound"]["holds"] is None


def test_detailed_balance_at_its_tolerance(report):
    import dataclasses

    tol = report.tolerances["edge"]
    at = dataclasses.replace(report, compat=dataclasses.replace(report.compat, edge_residual=tol))
    assert at.detailed_balance is True
    above = dataclasses.replace(report, compat=dataclasses.replace(report.compat, edge_residual=tol * (1 + 1e-9)))
    assert above.detailed_balance is False and "FAILS" in above.table()


def test_table_lists_the_first_five_fixed_points():
    # potts(6, 2, 1): the six constant states are strict fixed points (margin 1 each)
    r = check_claims(potts(6, 2, 1.0), temperature=1.0)
    assert r.n_fixed_points == 6 and r.to_dict()["escape_bound"]["n_fixed_points"] == 6
    text = r.table()
    assert "strict argmax fixed points: 6 (first 5)" in text
    after = text.split("strict argmax fixed points: 6 (first 5)")[1]
    rows = [ln.split()[:2] for ln in after.splitlines() if ln.strip()[:1].isdigit()]
    assert rows == [["0", "0"], ["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"]]   # ties: by index
