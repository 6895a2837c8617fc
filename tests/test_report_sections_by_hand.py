"""The report's sections and writer against closed forms and their documented contracts
(blind audit 4e, issue 30): each test kills a mutant that survived the audit's first run
(named in the test). Sections run in quick mode, without real models (seconds each)."""

from __future__ import annotations

import json
import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report._model import (
    ReportClaim,
    Section,
    VerifyReport,
    reason_lines,
    slack_cell,
    wrapped_table,
)


# ---------------------------------------------------------------- metastability
@pytest.fixture(scope="module")
def meta(tmp_path_factory):
    from toolkit.app.report.metastability import section_metastability

    return section_metastability(str(tmp_path_factory.mktemp("meta")), quick=True)


def test_metastability_escape_claims_bound_by_hand(meta):
    # the escape bound e^(gamma/T)/(q-1) with gamma = 1, q = 2: e^(1/T), at the section's temperatures
    Ts = [2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12]
    escape = [c for c in meta.claims if c.name.startswith("E[tau_exit]")]
    assert len(escape) == len(Ts)
    for c, T in zip(escape, Ts, strict=True):
        # audit4e.meta.claim_bound_value_swapped: the bound column holds the bound, the value the exit time
        assert c.bound == pytest.approx(math.exp(1 / T), rel=1e-12)
        assert c.value >= c.bound and c.status() == "PASS"
        # audit4e.meta.slack_args_swapped: slack of value >= bound is 1 - bound/value (READING_GUIDE), > 0 here
        assert c.slack == pytest.approx(1 - c.bound / c.value, rel=1e-9)


def test_metastability_quick_keeps_the_first_basin(meta):
    # audit4e.meta.quick_no_basin: quick mode computes the first basin (Potts complete q=2 n=5) only
    basins = [c for c in meta.claims if c.name.startswith("basin exit slope")]
    assert [c.name for c in basins] == ["basin exit slope vs k*gamma: Potts complete q=2 n=5"]
    assert [b["model"] for b in meta.data["basins"]] == ["Potts complete q=2 n=5"]


# ---------------------------------------------------------------- contraction
@pytest.fixture(scope="module")
def contraction(tmp_path_factory):
    from toolkit.app.report.contraction import section_contraction

    return section_contraction(str(tmp_path_factory.mktemp("contraction")), quick=True)


def test_contraction_slacks_and_band_by_hand(contraction):
    bounds = [c for c in contraction.claims if c.name.startswith("t_mix <= contraction bound")]
    assert bounds
    for c in bounds:
        # audit4e.contraction.slack_args_swapped: slack of t_mix <= bound is 1 - t_mix/bound
        assert c.slack == pytest.approx(1 - c.value / c.bound, rel=1e-12)
        assert 0 < c.slack < 1
    # audit4e.contraction.band_swapped: max/min of t_mix/(n ln n) over the sizes, >= 1 by definition
    rows = contraction.data["scan"]["rows"]
    ratios = [r["t_mix"] / (r["n"] * math.log(r["n"])) for r in rows]
    band = next(c for c in contraction.claims if c.name.startswith("t_mix/(n ln n)"))
    assert float(band.value) == pytest.approx(max(ratios) / min(ratios), abs=1e-3)
    assert float(band.value) >= 1


def test_contraction_fit_r2_by_hand(contraction):
    # audit4e.contraction.r2_uncentred: least squares t = c n ln n over n >= 3, R^2 = 1 - SS_res/SS_tot
    # with SS_tot about the mean (the usual coefficient of determination)
    rows = [r for r in contraction.data["scan"]["rows"] if r["n"] >= 3]
    n = np.array([r["n"] for r in rows], float)
    t = np.array([r["t_mix"] for r in rows], float)
    x = n * np.log(n)
    c = (x @ t) / (x @ x)
    ss_res = float(((t - c * x) ** 2).sum())
    ss_tot = float(((t - t.mean()) ** 2).sum())
    assert contraction.data["fit_c"] == pytest.approx(c, rel=1e-12)
    assert contraction.data["fit_r2"] == pytest.approx(1 - ss_res / ss_tot, rel=1e-12)


# ---------------------------------------------------------------- calibration (a table of known rows)
def _fake_table(rows):
    return SimpleNamespace(rows=rows, to_dict=lambda: {"rows": len(rows)})


def _row(name, kind, value, ci, exact, ok):
    return SimpleNamespace(name=name, kind=kind, sampled=SimpleNamespace(value=value, ci=ci),
                           exact=None if exact is None else SimpleNamespace(value=exact), ok=ok)


def test_calibration_claims_from_known_rows(tmp_path, monkeypatch):
    from toolkit.app.report import calibration

    rows = [_row("d(8) coupling bound", "upper bound", 0.3, (0.1, 0.5), 0.2, True),
            _row("t_rel", "estimate", 3.0, (2.0, 4.0), 3.1, True),
            _row("gap", "estimate", 0.3, (0.2, 0.4), 0.33, True),
            _row("mean", "estimate", 0.5, (0.4, 0.6), 0.52, True),
            _row("tau_int", "estimate", 2.0, (1.0, 3.0), None, None),
            _row("ess", "estimate", 90.0, (80.0, 100.0), None, None)]
    monkeypatch.setattr(calibration, "calibration_table", lambda *a, **k: _fake_table(rows))
    s = calibration.section_calibration(str(tmp_path), quick=True, rng=0)   # quick: two families
    bound = [c for c in s.claims if c.name.startswith("coupling bound")]
    assert len(bound) == 2
    for c in bound:
        # audit4e.calibration.bound_lower_ci: the coupling upper bound is the interval's upper end
        assert (c.bound, c.value) == (0.5, 0.2)
        assert c.slack == pytest.approx(1 - 0.2 / 0.5)
    rate = s.claims[-1]
    # decided rows only: 4 per family, all agreeing; 4 >= 0.8 * 4 (audit4e.calibration.rate_over_all_rows
    # would count the 2 undecided rows: 8 < 0.8 * 12)
    assert (rate.value, rate.status()) == ("8/8", "holds")


def test_calibration_counts_disagreeing_rows(tmp_path, monkeypatch):
    # audit4e.calibration.ok_counts_rows: a row that disagrees is not counted as agreeing
    from toolkit.app.report import calibration

    rows = [_row("mean", "estimate", 0.5, (0.4, 0.6), 0.52, True),
            _row("gap", "estimate", 0.3, (0.2, 0.25), 0.33, False)]
    monkeypatch.setattr(calibration, "calibration_table", lambda *a, **k: _fake_table(rows))
    s = calibration.section_calibration(str(tmp_path), quick=True, rng=0)
    assert (s.claims[-1].value, s.claims[-1].status()) == ("2/4", "refuted")   # 2 < 0.8 * 4


# ---------------------------------------------------------------- writer and model
def _claims():
    return [ReportClaim("s", "a", "h1", True, 1.0, 0.5, True, slack=0.5),
            ReportClaim("s", "b", "h1", True, 1.0, 2.0, False, slack=-1.0, reason="above its bound"),
            ReportClaim("s", "c", "h2", False, 1.0, 0.5, None),
            ReportClaim("s", "d", "h1", True, 1.0, 0.5, True, slack=0.5),
            ReportClaim("s", "e", "h3", None, 2.0, 1.7, False, slack=0.1, kind="comparison", reason="off by 15%"),
            ReportClaim("s", "f", "h1", True, 1.0, 0.5, True, slack=0.5)]


def test_markdown_one_failure_hypotheses_and_ranges(tmp_path):
    from toolkit.app.report._write import _ranges, to_markdown, write_report

    # audit4e.write.ranges_last_single_dropped: [1, 2, 3, 5] -> "1-3, 5" (the docstring)
    assert _ranges([1, 2, 3, 5]) == "1-3, 5"
    assert _ranges([1, 4, 6]) == "1, 4, 6"
    rep = VerifyReport([Section("s", "S", claims=_claims())], str(tmp_path), seconds=1.0)
    md = to_markdown(rep)
    # audit4e.write.headline_one_fail_ok: one theorem (claim 2) fails
    assert "**1 theorem check(s) FAIL**" in md and "every theorem check holds" not in md
    # audit4e.write.hypothesis_said_swapped: h1 holds (claims 1, 2, 4, 6), h2 does not (3), h3 undecided (5)
    assert "- 1-2, 4, 6: h1 (holds)" in md
    assert "- 3: h2 (does not hold)" in md and "- 5: h3 (not decided)" in md
    # audit4e.write.results_n_failed: results.json counts the one failed claim of six
    write_report(rep)
    res = json.loads((tmp_path / "results.json").read_text())
    assert (res["ok"], res["n_claims"], res["n_failed"]) == (False, 6, 1)


def test_slack_cell_reason_lines_and_wrapped_table():
    cl = _claims()
    # audit4e.model.slack_shown_for_comparisons: comparisons have no slack column (READING_GUIDE)
    assert slack_cell(cl[4]) == "-" and slack_cell(cl[0]) == "0.5"
    # audit4e.model.reason_numbering_from_0: numbered as in the table (from 1)
    assert reason_lines(cl) == ["2 (FAIL): above its bound", "5 (refuted): off by 15%"]
    # audit4e.model.wrapped_row_truncated: a row takes as many lines as its tallest cell
    text = wrapped_table([("x", "one two three four")], ("a", "b"), (3, 5))
    assert [ln.split()[-1] for ln in text.splitlines()[2:]] == ["one", "two", "three", "four"]


# ---------------------------------------------------------------- incompatibility (toy families, no real model)
def test_incompatibility_toy_data_counts(tmp_path):
    # audit4e.incompat.toy_keys_swapped: the data's "rectangles" is the number enumerated, "certified"
    # the number certified (0 on the compatible families, by construction)
    from exact.rectangles import all_rectangles
    from toolkit.app.report.incompatibility import TOY_FAMILIES, section_incompatibility
    from toolkit.models import make_model

    s = section_incompatibility(str(tmp_path), real=False)
    for row, (label, name, params, compatible) in zip(s.data["toy"], TOY_FAMILIES, strict=True):
        table = all_rectangles(make_model(name, **params), temperature=1.0)
        assert row["family"] == label
        assert (row["rectangles"], row["certified"]) == (len(table), table.n_certified)
        assert row["rectangles"] > 0 and (row["certified"] == 0) == compatible
    # Potts q=3 n=5: 10 site pairs x 3^3 contexts x 3 x 3 token pairs (a < a', b < b') = 2430
    assert s.data["toy"][0]["rectangles"] in (2430, 4 * 2430)


def test_incompatibility_kolmogorov_error_is_absolute(tmp_path, monkeypatch):
    # audit4e.incompat.kolmogorov_err_signed: the error is max |Kolmogorov - log R|; a Kolmogorov
    # ratio 1e-3 below log R everywhere is an error of 1e-3, above the 1e-9 tolerance: FAIL
    from toolkit.app.report import incompatibility

    monkeypatch.setattr(incompatibility, "kolmogorov_log_ratios", lambda K, table: np.asarray(table.log_r) - 1e-3)
    s = incompatibility.section_incompatibility(str(tmp_path), real=False)
    kol = [c for c in s.claims if c.name.startswith("Kolmogorov")]
    assert len(kol) == len(incompatibility.TOY_FAMILIES)
    for c in kol:
        assert c.value == pytest.approx(1e-3, rel=1e-6) and c.status() == "FAIL"


def test_incompatibility_one_certified_rectangle_fails_the_compatible_check(tmp_path, monkeypatch):
    # audit4e.incompat.compatible_allows_one: "no certified rectangle" is the theorem; one certified
    # rectangle on a family compatible by construction is a FAIL
    from toolkit.app.report import incompatibility

    real = incompatibility.all_rectangles

    class OneCertified:
        def __init__(self, table):
            self._t = table
            self.n_certified = 1

        def __len__(self):
            return len(self._t)

        def __getattr__(self, k):
            return getattr(self._t, k)

    monkeypatch.setattr(incompatibility, "all_rectangles", lambda *a, **k: OneCertified(real(*a, **k)))
    s = incompatibility.section_incompatibility(str(tmp_path), real=False)
    none = [c for c in s.claims if c.name.startswith("no certified rectangle")]
    assert len(none) == 3 and all(c.value == 1 and c.status() == "FAIL" for c in none)


# ---------------------------------------------------------------- samplers
def test_samplers_product_of_marginals_by_hand(tmp_path):
    # audit4e.samplers.product_site_order: the product of the joint's site marginals, computed here
    # from the log-joint array (site 0 the most significant digit of the state index)
    from toolkit.app.report.samplers import N_SITES, section_samplers
    from toolkit.models import make_model

    s = section_samplers(str(tmp_path), rng=0)
    joint = make_model("random-joint", q=2, n=N_SITES, scale=1.0, seed=0)
    w = np.exp(np.asarray(joint.log_joint, float))
    mu = w / w.sum()
    m = [mu.sum(axis=tuple(j for j in range(N_SITES) if j != i)) for i in range(N_SITES)]
    product = np.einsum("a,b,c,d->abcd", *m).reshape(-1)
    d = s.data["compatible"]
    assert d["tv_product_joint"] == pytest.approx(0.5 * np.abs(product - mu.reshape(-1)).sum(), rel=1e-9)
    assert d["tv_product"] <= 1e-12


def test_samplers_checks_the_worst_order(tmp_path, monkeypatch):
    # audit4e.samplers.worst_is_min: "in every order" is checked on the order farthest from the joint:
    # one order's law moved by 1e-6 of mass (TV 1e-6, above the 1e-12 tolerance) makes the check FAIL
    from toolkit.app.report import samplers

    real = samplers.compare_samplers
    bad = samplers.SAMPLERS.index("confidence:1")

    def perturbed(model, **kw):
        res = real(model, **kw)
        if kw.get("name") == "random joint":
            res.laws[bad][0] -= 1e-6
            res.laws[bad][1] += 1e-6
        return res

    monkeypatch.setattr(samplers, "compare_samplers", perturbed)
    s = samplers.section_samplers(str(tmp_path), rng=0)
    c = next(c for c in s.claims if c.name.startswith("one-at-a-time unmasking"))
    assert c.value == pytest.approx(1e-6, rel=1e-6) and c.status() == "FAIL"
    assert s.data["compatible"]["worst_order"] == "confidence:1"


# ---------------------------------------------------------------- semantic (a study of known dwell times)
def _fake_result(T, sojourns):
    sj = [np.asarray(s) for s in sojourns]
    basins = SimpleNamespace(sojourns=sj, mean_dwells=np.array([s.mean() for s in sj]), traps=[], recurrent=[0],
                             occupancy=np.full(len(sj), 1 / len(sj)), visits=[np.ones(2)] * len(sj),
                             mean_dwell=lambda i: float(sj[i].mean()))
    return SimpleNamespace(temperature=T, observable_means={"political": 0.1}, k=len(sj), basins=basins,
                           clustering=SimpleNamespace(rule="k by silhouette"), texts=["a text"] * len(sj))


def test_semantic_dwell_comparison_low_against_high_temperature(tmp_path, monkeypatch):
    # audit4e.semantic.low_high_swapped: the study's results run from the lowest T (first) to the
    # highest (last); sojourns of mean 10 steps at T = 0.5 and 2 at T = 2: ratio 10 / 2 = 5 > 1, holds
    from toolkit.app.report import semantic

    low, high = _fake_result(0.5, [[8, 12], [10]]), _fake_result(2.0, [[1, 3], [2]])
    study = SimpleNamespace(temperatures=(0.5, 2.0), results=[low, high], to_dict=lambda: {})
    monkeypatch.setattr(semantic, "semantic_study", lambda **kw: study)
    for name in ("plot_observable", "plot_basin_graph", "plot_dwell_times"):
        monkeypatch.setattr(semantic, name, lambda *a, **k: None)
    monkeypatch.setattr(semantic, "save", lambda fig, out_dir, name: name)
    s = semantic.section(str(tmp_path), quick=True, rng=0)
    c = s.claims[-1]
    assert c.hypothesis == "T = 0.5 vs 2"
    assert c.value == "10 / 2 steps = 5" and c.status() == "holds"
