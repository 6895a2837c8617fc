"""Contract pins of toolkit.app.study (issue 30, sweep6s4): the documented budgets (quick 420 s,
else 1800 s), shares (summing to 1) and section order, the default temperatures (0.5, 1, 2,
sorted), each section's stream [seed, its position among all sections], the pilot's rows of 64
on stream [seed, 0], the stage lines, the shares when mixing is not run, the dynamic options the
study fixes, the verdict boundaries (mean == bound holds; interval end == bound not refuted)."""

import math

import numpy as np
import pytest

from toolkit._progress import format_seconds
from toolkit.app import study as st
from toolkit.app.report._model import Section
from toolkit.models import IndependentSites
from toolkit.results import Estimate


def test_constants():
    assert (st.QUICK_BUDGET, st.FULL_BUDGET) == (420.0, 1800.0)
    assert st.SECTION_KEYS == ("incompatibility", "influence", "mixing", "metastability", "phase", "semantic")
    assert st.SHARES == {"incompatibility": 0.06, "influence": 0.08, "mixing": 0.52, "metastability": 0.1,
                         "phase": 0.14, "semantic": 0.1}
    assert st.PHASE_STATIC_FRACTION == pytest.approx(1 / 3) and st.QUENCH_SWEEPS == 5
    assert st.DYNAMIC_SWEEPS[0] == (30, 100, 6) and st.DYNAMIC_SWEEPS[-1] == (4, 10, 2)


@pytest.fixture
def fake_sections(monkeypatch):
    seen = {}

    def fake(key):
        def run(*args):
            rng = args[-1] if key not in ("mixing", "phase", "semantic") else next(
                a for a in args if isinstance(a, np.random.Generator))
            budget = next(a for a in args if isinstance(a, st.Budget))
            temps = next((a for a in args if isinstance(a, list)), None)
            seen[key] = (rng.random(), budget.seconds, temps)
            return Section(key, key)
        return run
    for key in st.SECTION_KEYS:
        monkeypatch.setattr(st, f"_{key}", fake(key))
    pilots = []

    def pilot(model, batch, rng):
        pilots.append((batch, rng.random()))
        return 0.01, 0.001
    monkeypatch.setattr(st, "pilot_cost", pilot)
    return seen, pilots


def test_study_budget_streams_and_temperatures(tmp_path, fake_sections):
    seen, pilots = fake_sections
    lines = []
    m = IndependentSites(np.zeros((3, 2)))
    rep = st.study(m, str(tmp_path), quick=True, sections=["metastability", "influence"], rng=11,
                   progress=lines.append)
    assert pilots == [(64, np.random.default_rng([11, 0]).random())]
    # streams by position among all sections: influence 2, metastability 4
    assert seen == {"influence": (np.random.default_rng([11, 2]).random(), 420.0, [0.5, 1.0, 2.0]),
                    "metastability": (np.random.default_rng([11, 4]).random(), 420.0, [0.5, 1.0, 2.0])}
    assert [s.key for s in rep.sections] == ["budget", "influence", "metastability"]
    assert rep.sections[0].data["budget_s"] == 420.0 and rep.sections[0].data["temperatures"] == [0.5, 1.0, 2.0]
    # not a text model and mixing not run: the shares stay as they are (semantic keeps its 0.1)
    assert rep.sections[0].data["shares"] == st.SHARES
    stage = [ln for ln in lines if " started, " in ln]
    rest = 420.0 * 0.1 / (0.08 + 0.1)
    assert stage[1] == f"[metastability] section 2/2 started, {stage[1].split(', ')[1]}, ~{format_seconds(rest)} left by the budget"
    assert stage[0].startswith("[influence] section 1/2 started, ") and stage[0].endswith(
        f"~{format_seconds(420.0)} left by the budget")
    seen.clear()
    st.study(m, str(tmp_path / "b"), temperatures=[2.0, 0.25], sections=["influence"], rng=3, progress=None)
    assert seen["influence"][1:] == (1800.0, [0.25, 2.0])


def test_shares_with_mixing_and_dynamic_options():
    s = st.study_shares(False, ("mixing",))
    assert s["mixing"] == pytest.approx(0.62) and s["semantic"] == 0.0
    assert st.study_shares(True, ("mixing",)) == st.SHARES
    o = st.dynamic_options(1)
    assert (o["n_sweeps"], o["coupling_sweeps"], o["n_random"]) == (20, 60, 6)
    assert (o["extend"], o["max_pairs"], o["low_chains"], o["max_tests"]) == (1, 2, 24, 1)


def test_budget_rows_and_calls_truncate():
    b = st.Budget(10.0, per_call=0.03, per_row=0.003)
    assert b.rows(0.5) == int(5.0 / 0.003) == 1666 and b.calls(0.5, 10) == int(5.0 / 0.06) == 83
    assert b.rows_per_second == pytest.approx(1 / 0.003)


def test_verdict_boundaries():
    m = Estimate(3.69, stderr=0.5, ci=(3.0, 4.0), n_samples=8, method="t")
    assert st._escape_verdict(2.0, 3.69, m, 0) == ("holds", "")            # mean == bound
    m = Estimate(3.0, stderr=0.5, ci=(2.0, 3.69), n_samples=8, method="t")
    assert st._escape_verdict(2.0, 3.69, m, 0)[0] == "not resolved"         # interval reaches the bound
    assert st._escape_verdict(0.0, 5.0, m, 0)[0] == "vacuous"              # gamma = 0: not strict
    d = {"t_lower": 1, "t_upper": 20.0, "ratio": 10.0, "n_censored": 0, "n_steps": 100}
    assert st._bracket_verdict(d) == ("holds", "")                          # lower bound 2: not the floor
    d = {"t_lower": 1, "t_upper": 20.0, "ratio": 10.01, "n_censored": 0, "n_steps": 100}
    assert st._bracket_verdict(d) == ("not resolved", "the bounds are 10x apart, more than 10x")


def test_prevalence_interval_one_context():
    p = Estimate(0.5, ci=(0.25, 0.75), stderr=0.1, method="wilson")
    assert st._prevalence_interval(p, 12, 1) == "95% Wilson over 12 rectangles in 1 context (effective size 12): 0.25..0.75"
    p2 = Estimate(0.5, ci=(0.25, 0.75), stderr=0.1, method="wilson, effective size 7.5")
    assert st._prevalence_interval(p2, 12, 3) == ("95% Wilson over 12 rectangles in 3 contexts (clustered by context, "
                                                  "effective size 7.5): 0.25..0.75")


def test_dynamic_cell_cost_enumerated_branch():
    # q = 2, n = 3: enumerated; 3 * 2^2 = 12 rows in one call of at most 64
    assert st.dynamic_cell_cost(2, 3, {}, 0.5, 0.01) == pytest.approx(12 * 0.01 + 1 * 0.5)
    # q = 4, n = 4: 4 * 4^3 = 256 rows in 4 calls
    assert st.dynamic_cell_cost(4, 4, {}, 0.5, 0.01) == pytest.approx(256 * 0.01 + 4 * 0.5)
    assert math.isfinite(st.static_point_cost(4, 4, 6, 2, 0.01, 0.001))
