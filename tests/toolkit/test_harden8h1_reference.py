"""toolkit.app.report.reference's agreement rule on degenerate engine values (harden8h1, issue 30):
an engine that gives no t_mix (None: not reached by t_max) or an infinite one must make its claim
FAIL, with the number shown as it is, not crash the section ("a missing or non-finite engine value
fails"); integer claims show integers where the values are finite; a claim with no case is a
failing claim (a bug of the section itself)."""

from __future__ import annotations

import math

import pytest

from toolkit.app.report._model import Section
from toolkit.app.report.reference import _Agreement, _Cases, _first_within


def _claim(computed, closed, *, integer=True, tol=0):
    s = Section("reference", "t")
    chk = _Agreement(s)
    cases = _Cases()
    for k, (c, r) in enumerate(zip(computed, closed, strict=True)):
        cases.add(c, r, f"case {k}")
    chk.check("t_mix", cases, tol=tol, why="integers", integer=integer)
    (claim,) = s.claims
    return claim, chk.rows


@pytest.mark.parametrize("missing", [None, math.inf, -math.inf, math.nan])
def test_a_missing_integer_value_fails_the_claim_without_raising(missing):
    claim, rows = _claim([3, missing], [3, 7])
    assert claim.holds is False
    assert claim.bound == 7 and isinstance(claim.bound, int)      # the closed form of the worst case
    v = claim.value
    assert isinstance(v, float) and (math.isnan(v) if missing is None or missing != missing else v == missing)
    assert [r["holds"] for r in rows] == [True, False]


def test_finite_integer_values_are_shown_as_integers():
    claim, _ = _claim([3, 8], [3, 7])
    assert claim.holds is False and (claim.bound, claim.value) == (7, 8)
    assert isinstance(claim.value, int) and isinstance(claim.bound, int)
    # every difference 0 (a tie): the worst case is the first one (argmax's first maximum)
    claim, _ = _claim([3, 7], [3, 7])
    assert claim.holds is True and (claim.bound, claim.value) == (3, 3) and "worst case case 0" in claim.hypothesis


def test_no_case_is_a_failing_claim():
    claim, rows = _claim([], [])
    assert claim.holds is False and rows == []


def test_first_within_tie_and_no_hit():
    # d(t) = eps exactly at t = 1: t_mix = 1 (d <= eps), distance to a tie 0
    assert _first_within([0.5, 0.25, 0.1], 0.25) == (1, 0.0)
    # never within eps: None, and the closest approach
    t, g = _first_within([0.5, 0.4], 0.25)
    assert t is None and g == pytest.approx(0.15)
    # within at t = 0
    assert _first_within([0.2, 0.1], 0.25) == (0, pytest.approx(0.05))
