"""Contract pins of toolkit.app.report.reference (issue 30, sweep6s4): the agreement rule (worst
case, |diff| <= tol inclusive, integer values, the hypothesis text with its guard, one row per
case), a raising engine as one failing claim, _first_within's distance to a tie up to t_mix
inclusive, and the section's progress lines, data keys and Ising table from closed forms."""

import math

import numpy as np
import pytest

from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section


def _check(cases, **kw):
    s = Section("reference", "t")
    a = ref._Agreement(s)
    a.check("c", cases, **kw)
    return s.claims[-1], a.rows


def test_integer_claim_worst_case_and_hypothesis():
    cases = ref._Cases()
    cases.add(3, 3, "a")
    cases.add(5, 4, "b")
    cases.add(2, 2, "c")
    c, rows = _check(cases, tol=0, integer=True, why="integers", hypothesis_holds=False, guard="no tie")
    assert (c.bound, c.value, c.holds, c.hypothesis_holds) == (4, 5, False, False)
    assert type(c.bound) is int and type(c.value) is int
    assert c.hypothesis == "tol 0: integers; no tie; worst case b"
    assert c.slack == -math.inf and c.kind == "theorem" and c.section == "reference"
    assert [(r["case"], r["holds"], r["abs_diff"]) for r in rows] == [("a", True, 0), ("b", False, 1), ("c", True, 0)]
    assert set(rows[0]) == {"claim", "case", "engine", "closed_form", "abs_diff", "tol", "holds"}


def test_a_difference_equal_to_tol_holds():
    cases = ref._Cases()
    cases.add(1.5, 1.0, "x")
    cases.add(2.25, 2.0, "y")
    c, _ = _check(cases, tol=0.5, why="w")
    # worst |diff| = 0.5 = tol: holds, slack 1 - 0.5/0.5 = 0; floats, the worst case x
    assert (c.bound, c.value, c.holds, c.slack) == (1.0, 1.5, True, 0.0)
    assert type(c.value) is float and c.hypothesis == "tol 0.5: w; worst case x"


def test_add_worst_picks_the_largest_gap_and_a_nan_first():
    cases = ref._Cases()
    cases.add_worst([1.0, 2.5, 2.9], [1.0, 2.0, 3.0], "v", where=lambda j: f"j={j}")
    assert cases.labels == ["v, j=1"] and cases.computed == [2.5] and cases.closed == [2.0]
    cases = ref._Cases()
    cases.add_worst([1.0, np.nan, 9.0], [1.0, 2.0, 3.0], "v")
    assert cases.labels == ["v, 1"] and math.isnan(cases.computed[0])
    cases.add(None, 1.0, "none")
    assert math.isnan(cases.computed[-1])


def test_engine_error_is_one_failing_claim():
    s = Section("reference", "t")
    ref._Agreement(s).error("group", ValueError("boom"))
    (c,) = s.claims
    assert (c.name, c.hypothesis, c.hypothesis_holds, c.bound, c.value, c.holds) == (
        "group: exact engine runs", "closed-form cases", True, "no exception", "ValueError: boom", False)


def test_first_within_includes_the_hit_and_measures_ties_up_to_it():
    # d <= eps: the first t with d[t] = eps exactly counts
    assert ref._first_within([0.5, 0.25, 0.1], 0.25) == (1, 0.0)
    t, g = ref._first_within([0.5, 0.3, 0.251, 0.2, 0.2500001], 0.25)
    assert t == 3 and g == pytest.approx(0.001, abs=1e-15)   # the later 0.2500001 is past t_mix
    # closed forms by hand: two-state p = 0.1, r = 0.3: d(t) = 0.75 * 0.6^t
    np.testing.assert_allclose(ref._two_state_profile(0.1, 0.3, 3), [0.75, 0.45, 0.27, 0.162], rtol=1e-14)
    # Ehrenfest n = 2 from weight 0: (1,0,0) -> (.5,.5,0) -> (.375,.5,.125); Binomial(2, 1/2)
    np.testing.assert_allclose(ref._ehrenfest_profile(2, 2), [0.75, 0.25, 0.125], rtol=1e-14)


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    lines = []
    s = ref.section(str(tmp_path_factory.mktemp("ref")), progress=lines.append)
    return s, lines


def test_section_progress_data_and_tables(section):
    s, lines = section
    names = [g for g, _ in ref.REFERENCE_GROUPS]
    assert lines == [f"[reference] cases {k}/{len(names)}: {g}" for k, g in enumerate(names, 1)]
    assert set(s.data) == {"cases", "hypercube_t_mix", "ising_gap", "two_state_profiles", "hypercube_profiles"}
    assert not any(c.failed for c in s.claims)
    # Ising ring: (n, T, closed form, engine), closed form (1 - tanh(1/T))/n
    rows = {(n, T): (g_ref, g) for n, T, g_ref, g in s.data["ising_gap"]}
    assert sorted({T for _, T in rows}) == [0.8, 2.0] and sorted({n for n, _ in rows}) == list(range(4, 13))
    assert rows[(5, 0.8)][0] == pytest.approx((1 - math.tanh(1 / 0.8)) / 5, rel=1e-15)
    table = next(t for t in s.text if t.startswith("| n | (1 - tanh(1/T))/n, T=0.8 | engine, T=0.8 |"))
    assert table.count("\n") == 1 + 9   # header, rule, n = 4..12
    hyper = next(t for t in s.text if t.startswith("| n | Ehrenfest t_mix eps=0.25 | doubling eps=0.25 |"))
    assert "stepping eps=0.05 |" in hyper.splitlines()[0]
    # the hypercube rows: n, then per eps (Ehrenfest, doubling, stepping); n = 4 by the weight chain
    row4 = s.data["hypercube_t_mix"][0]
    d = ref._ehrenfest_profile(4, 64)
    assert row4[0] == 4 and len(row4) == 7
    assert row4[1] == row4[2] == row4[3] and row4[4] == ref._first_within(d, 0.05)[0]
