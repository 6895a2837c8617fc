"""Result types (toolkit.results): one type per quantity on both sides, ``to_dict``,
``to_frame``, equality with arrays, and the JSON round trip ``save``/``load`` on every
result type, each built from a small model."""

from __future__ import annotations

import dataclasses
import json
import math
import pathlib

import numpy as np
import pytest

import exact
from exact import transfer, unmasking
from exact.influence import influence
from exact.kernel import glauber_kernel
from exact.lumped_checks import count_influence, count_rectangles
from exact.markov import analyze, check_claims, compatibility_report, contraction_check
from exact.metastable import escape_checks
from exact.mixing import mixing_time
from exact.rectangles import all_rectangles, rectangle_summary
from exact.reversibility import reversibility
from exact.scans import fit_nlogn, metastability_scan, nlogn_scan
from exact.spectral import spectral_summary
from exact.stationary import stationary_law
from toolkit import coupling, dynamics, growth, metastable, results, semantic
from toolkit.app import compare, mixing_diagram, testing, window
from toolkit.app.report import _model as report_model
from toolkit.app.sweep.runners import SweepSummary
from toolkit.bounds import mixing_bounds
from toolkit.calibration import sampled_summary
from toolkit.finite_size import ScalingData, fss_verdict
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.models import IndependentSites, model_family, potts, random_pairwise, random_table
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts
from toolkit.results import (
    Claim,
    Estimate,
    InfluenceSummary,
    RectangleSummary,
    Result,
    SpectralSummary,
    Witness,
    load_result,
    results_equal,
)
from toolkit.sampling import ChainRun, run_chains, run_rejection_free

ASYM = random_pairwise(2, 3, 1.0, rng=0)
META = potts(2, 3, 1.0)


def _space(model):
    return exact.StateSpace.of(model).all_states()


def _section():
    s = report_model.Section("demo", "A demo section", text=["one paragraph"], figures=[("f.png", "a figure")],
                             data={"rows": [{"n": 2, "x": math.inf}], "arr": np.arange(3.0)})
    s.claims.append(report_model.ReportClaim("demo", "a claim", "always", True, 1.0, 0.5, True, slack=0.5))
    s.claims.append(report_model.ReportClaim("demo", "a comparison", "-", None, "> 0", math.nan, False,
                                             kind="comparison"))
    return s


IND4 = IndependentSites(np.zeros((4, 2)))

BUILDERS = {
    "Estimate": lambda: Estimate(1.5, stderr=0.25, ci=(0.5, math.inf), n_samples=7, method="sampled"),
    "StationaryLaw": lambda: stationary_law(glauber_kernel(ASYM, temperature=0.7)),
    "Reversibility": lambda: reversibility(glauber_kernel(ASYM)),
    "SpectralSummary": lambda: spectral_summary(glauber_kernel(ASYM)),
    "MixingResult": lambda: mixing_time(glauber_kernel(ASYM)),
    "Witness": lambda: all_rectangles(ASYM).witness(0),
    "RectangleTable": lambda: all_rectangles(ASYM, temperature=0.5),
    "RectangleSummary (exact)": lambda: rectangle_summary(ASYM),
    "RectangleSummary (sampled)": lambda: rectangle_test(ASYM, _space(ASYM), pairs="all", tokens=[0, 1]).summary(),
    "RectangleResult": lambda: rectangle_test(ASYM, _space(ASYM)[:3], pairs="all", tokens=[0, 1]),
    "CompatibilityReport": lambda: compatibility_report(ASYM, temperature=0.8),
    "InfluenceReport": lambda: influence(ASYM, temperature=0.8),
    "InfluenceSummary (exact)": lambda: influence(ASYM, temperature=0.8).summary(),
    "InfluenceResult": lambda: influence_estimates(ASYM, _space(ASYM)[:4], temperature=0.8),
    "ContractionCheck": lambda: contraction_check(potts(2, 3, 0.5), temperature=1.5),
    "CheckReport": lambda: check_claims(META, temperature=0.5, name="potts"),
    "Claim": lambda: check_claims(ASYM).claim("conditional-drift"),
    "ExactReport": lambda: analyze(ASYM, temperature=0.9),
    "NlognScan": lambda: nlogn_scan(model_family("potts", q=2, coupling=1.0), [2, 3], temperature=1.5),
    "MixingBounds": lambda: mixing_bounds(potts(2, 3, 0.5), temperature=1.5, n_pairs=2, n_replicates=4,
                                          max_steps=40, n_times=4, rng=0),
    "NlognFit": lambda: fit_nlogn([10, 20, 40, 80], [40, 95, 220, 500]),
    "CountRectangles": lambda: count_rectangles(MeanFieldPotts(3, 5, 1.0, field=[0.3, 0.0, -0.2]), temperature=0.9),
    "CountInfluence": lambda: count_influence(CurieWeiss(6, 1.0), temperature=2.0),
    "MetastabilityScan": lambda: metastability_scan(potts(2, 2, 1.0), [0.5, 0.3, 0.2]),
    "EscapeCheck": lambda: escape_checks(glauber_kernel(META, temperature=0.5))[0],
    "Committor": lambda: exact.committor(glauber_kernel(ASYM), [0], [7], direction="backward"),
    "HittingProbabilities": lambda: exact.hitting_probabilities(glauber_kernel(ASYM), [3], after_start=True),
    "AbsorptionProbabilities": lambda: exact.absorption_probabilities(np.array([[1, 0, 0], [0.5, 0, 0.5], [0, 0, 1.0]])),
    "MeanPassageTimes": lambda: exact.mean_first_passage_times(glauber_kernel(ASYM), [7], origin=[0, 1]),
    "FirstPassageProbabilities": lambda: exact.first_passage_probabilities(glauber_kernel(ASYM), [7], 3, start=0),
    "ImpliedTimescales": lambda: exact.implied_timescales(glauber_kernel(ASYM)),
    "StartMixing": lambda: exact.mixing_time_from(glauber_kernel(ASYM), 2, label="0 1 0"),
    "SampledSummary": lambda: sampled_summary(META, n_chains=4, n_steps=40, n_pairs=2, n_replicates=4, rng=0),
    "CalibrationTable": lambda: compare.calibration_table(META, n_chains=4, n_steps=40, n_pairs=2, n_replicates=4,
                                                          rng=1),
    "CoverageResult": lambda: compare.coverage([Estimate(0.1 * k, stderr=0.2) for k in range(5)], 0.2),
    "RealWindowReport": lambda: window.real_window(potts(2, 2, 1.0), n_chains=8, n_steps=60, n_pairs=2,
                                                   n_replicates=4, n_contexts=4, rng=0),
    "Section": _section,
    "VerifyReport": lambda: report_model.VerifyReport([_section()], "out", 1.5),
    "ChainRun": lambda: run_chains(META, n_chains=3, n_steps=6, rng=0,
                                   observables={"m": lambda x: x.mean(axis=1), "x": lambda x: x.astype(float)}),
    "ChainRun (rejection-free)": lambda: run_rejection_free(META, temperature=0.5, n_chains=3, n_steps=40,
                                                            record_every=10, rng=0),
    # issue 24's dynamic side: labelled timescales, growth verdicts, the sampled dynamic point
    # (with escapes from a basin) and the exact Curie-Weiss diagram
    "Timescale": lambda: growth.Timescale("t_mix", "lower", 40.0, 40.0, math.inf, "distinguishing statistic", 8, 1.0),
    "GrowthVerdict": lambda: growth.growth_verdict([8, 16, 32, 64], [8.0, 16.0, 32.0, 64.0], [9.0, 17.0, 33.0, 65.0]),
    "ChangeTemperature": lambda: growth.change_temperature(
        [0.5, 1.0, 2.0], [growth.FASTER, growth.UNDETERMINED, growth.POLYNOMIAL], n_values=(8, 16, 32)),
    "BasinSearch": lambda: dynamics.find_basins(IND4, n_random=2, rng=0),
    "SweepRecords": lambda: dynamics.sweep_records(IND4, np.zeros((1, 4), dtype=int), chains_per_start=2,
                                                   n_sweeps=4, rng=0),
    "DynamicPoint": lambda: dynamics.dynamic_point(potts(2, 4, 1.0), 0.5, n_random=2, chains_per_start=2, n_sweeps=8,
                                                   low_chains=4, n_replicates=4, coupling_sweeps=4, max_pairs=1,
                                                   escape_sweeps=4, n_times=2, rng=0),
    "MixingDiagram": lambda: mixing_diagram.mixing_diagram(lambda n: CurieWeiss(n, 1.0), [8, 16, 32], [0.5, 2.0],
                                                           method="exact"),
    # issue 27: every result a Result (the sampled couplings, exit and dwell times, trajectories,
    # semantic basins, the transfer-matrix table, the sweep summary and the phase verdict)
    "CoalescenceResult": lambda: coupling.coalescence_times(META, n_pairs=2, n_replicates=3, max_steps=40, rng=0),
    "LagCouplingResult": lambda: coupling.lag_coupling_tv_bound(META, lag=4, n_replicates=3, max_steps=40, rng=0),
    "DamageResult": lambda: coupling.damage_spreading(META, n_chains=3, n_steps=4, rng=0),
    "ExitTimeResult": lambda: metastable.exit_times(META, metastable.state_set(np.zeros((1, 3), int), q=2),
                                                    start=np.zeros(3, int), temperature=0.7, n_chains=3,
                                                    max_steps=30, rng=0),
    "DwellResult": lambda: metastable.dwell_times(META, metastable.state_set(np.zeros((1, 3), int), q=2),
                                                  n_chains=2, n_steps=60, rng=0),
    "Trajectory": lambda: metastable.jump_trajectory(META, np.zeros(3, int), n_steps=30, rng=0),
    "SemanticResult": lambda: semantic.semantic_trajectories(
        potts(3, 4, 1.0), temperature=0.5, n_chains=2, n_steps=12, embedding=lambda x: np.eye(3)[x].reshape(
            x.shape[0], -1), observables={"frac0": lambda x: (x == 0).mean(axis=1)}, k_max=3, rng=3),
    "TransferTable": lambda: transfer.transfer_scan(lambda n: transfer.potts_chain(2, n, 1.0), temperatures=[0.5, 1.0],
                                                    n_values=[4, 8]),
    "SweepSummary": lambda: SweepSummary("results.sqlite", "serial", 3, 1, 2, 3, 0.25, ("a", "b", "c")),
    "FSSVerdict": lambda: fss_verdict(_scaling(), n_boot=5, rng=0),
    # candidates' keys hold "/" and their values +-inf; worst: a tuple of dicts
    "SamplerReport": lambda: testing.check_sampler(testing.planted_step(potts(2, 3, 1.0), 1.5, "scan"),
                                                   potts(2, 3, 1.0), 1.5, n_samples=100, rng=0),
    # laws, per-step TVs and the steps' law as arrays; remasking's steps NaN
    "SamplerComparison": lambda: unmasking.compare_samplers(random_pairwise(2, 3, 1.0, rng=0), temperature=0.8,
                                                            samplers=["random", "l2r:2", "remask:1"], t=(1, 2)),
}


def _scaling():
    """A two-parameter finite-size family with a transition at T = 1 (toolkit.finite_size's doctest)."""
    T = np.linspace(0.6, 1.4, 21)
    ns = np.array([16, 64, 256, 1024])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    return ScalingData(T, ns, binder=(2 / 3) / (1 + np.exp(2 * x)), susceptibility=np.sqrt(ns[:, None]) / (1 + x**2))

_BUILT = {}


def built(name):
    if name not in _BUILT:
        _BUILT[name] = BUILDERS[name]()
    return _BUILT[name]


def _walk(obj):
    """Every object inside ``obj`` (compared dataclass fields, sequences, dict values), ``obj`` first."""
    yield obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            if f.compare:
                yield from _walk(getattr(obj, f.name))
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _walk(v)
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _walk(v)


def _no_number_strings(x):
    if isinstance(x, dict):
        return all(_no_number_strings(v) for v in x.values())
    if isinstance(x, list):
        return all(_no_number_strings(v) for v in x)
    return not (isinstance(x, str) and x.lower() in ("inf", "-inf", "nan", "infinity", "-infinity"))


def _strict_json(text):
    def refuse(token):
        raise ValueError(f"non-standard JSON constant {token}")

    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("name", list(BUILDERS))
def test_round_trip(name, tmp_path):
    obj = built(name)
    assert isinstance(obj, Result) and type(obj).__eq__ is Result.__eq__
    path = tmp_path / "result.json"
    obj.save(path)
    doc = _strict_json(path.read_text())  # standard JSON: no NaN/Infinity tokens
    assert doc["format"] == results.FORMAT and doc["type"].endswith(type(obj).__qualname__)
    assert _no_number_strings(doc["data"])
    back = type(obj).load(path)
    assert type(back) is type(obj)
    assert back == obj and results_equal(back, obj)
    # arrays come back as arrays of the same dtype; tuples as tuples
    for u, v in zip(_walk(obj), _walk(back), strict=True):
        assert type(u) is type(v) or isinstance(u, (float, int, np.generic)), (type(u), type(v))
        if isinstance(u, np.ndarray):
            assert u.dtype == v.dtype and u.shape == v.shape
    # to_dict is plain JSON once non-finite floats are null
    json.dumps(results.to_jsonable(obj.to_dict()), allow_nan=False)
    # saving the loaded object gives the same document
    path2 = tmp_path / "again.json"
    back.save(path2)
    assert _strict_json(path2.read_text()) == doc


def test_every_result_type_has_a_round_trip_case():
    """A new Result subclass must get a builder above (the round trip is tested per type)."""
    covered = {type(o) for name in BUILDERS for o in _walk(built(name))}

    def subclasses(c):
        for s in c.__subclasses__():
            yield s
            yield from subclasses(s)

    import exact.scans  # noqa: F401  (every module defining result types is imported above)

    missing = {c for c in subclasses(Result) if dataclasses.is_dataclass(c)
               and c.__module__.split(".")[0] in ("toolkit", "exact")} - covered
    assert not missing, sorted(c.__qualname__ for c in missing)


def test_nonfinite_numbers_round_trip_as_null_with_pointers(tmp_path):
    e = Estimate(math.nan, stderr=math.inf, ci=(-math.inf, math.inf), method="m")
    s = InfluenceSummary(R=np.array([[0.0, np.nan], [np.inf, 0.0]]), L=np.zeros((2, 2)), alpha=e, alpha_row=e,
                         T0=Estimate.exact(1.0), T0_row=Estimate.exact(-math.inf), temperature=math.inf,
                         method="test")
    path = tmp_path / "s.json"
    s.save(path)
    doc = _strict_json(path.read_text())
    assert doc["data"]["temperature"] is None and doc["data"]["R"]["__array__"][0][1] is None
    assert "/R/__array__/1/0" in doc["nonfinite"]["inf"] and "/alpha/value" in doc["nonfinite"]["nan"]
    assert "/T0_row/value" in doc["nonfinite"]["-inf"]
    back = InfluenceSummary.load(path)
    assert back == s and math.isnan(back.alpha.value) and back.R[1, 0] == np.inf
    # None stays None (not NaN): optional fields
    law = Estimate(1.0, ci=None, n_samples=None)
    law.save(path)
    assert Estimate.load(path).n_samples is None
    with pytest.raises(TypeError, match="holds a Estimate, not a Witness"):
        Witness.load(path)


def test_equality_with_arrays_and_nan():
    a = built("RectangleTable")
    b = dataclasses.replace(a, log_r=a.log_r.copy())
    assert a == b and a is not b
    c = dataclasses.replace(a, log_r=a.log_r + 1e-300 * 0 + np.where(np.arange(len(a)) == 0, 1.0, 0.0))
    assert a != c
    assert results_equal(np.array([np.nan, 1.0]), np.array([np.nan, 1.0]))
    assert not results_equal(np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]))
    assert not results_equal((1, 2), [1, 2]) and results_equal({"x": math.nan}, {"x": math.nan})
    assert not results_equal(True, 1) and results_equal(1, 1.0)
    assert Estimate.exact(1.0) == Estimate.exact(1.0) and hash(Estimate.exact(1.0)) == hash(Estimate.exact(1.0))
    assert Estimate.exact(1.0) != Estimate.exact(2.0)


def test_loading_refuses_foreign_types_and_other_formats(tmp_path):
    path = tmp_path / "x.json"
    path.write_text(json.dumps({"format": results.FORMAT, "version": 1, "type": "os:system",
                                "data": {"__type__": "subprocess:Popen"}, "nonfinite": {}}))
    with pytest.raises(ValueError, match="refusing to load"):
        load_result(path)
    path.write_text(json.dumps({"some": "json"}))
    with pytest.raises(ValueError, match="not a saved"):
        load_result(path)


# ---------------------------------------------------------------------- one type per quantity
def test_rectangle_summary_same_type_and_keys_on_both_sides():
    ex = rectangle_summary(ASYM, temperature=0.7)
    sm = rectangle_test(ASYM, _space(ASYM), pairs="all", tokens=[0, 1], temperature=0.7).summary()
    assert type(ex) is type(sm) is RectangleSummary
    assert list(ex.quantiles) == list(sm.quantiles) == ["q50", "q90", "q99", "max"]
    # every rectangle of the model on both sides: the same numbers
    assert (ex.count, ex.n_certified, ex.q, ex.n) == (sm.count, sm.n_certified, sm.q, sm.n)
    for k in ex.quantiles:
        assert ex.quantiles[k] == pytest.approx(sm.quantiles[k], abs=1e-12)
    assert ex.prevalence.is_exact and ex.prevalence.stderr == 0 and ex.method == "exact"
    assert not sm.prevalence.is_exact and sm.prevalence.ci[0] <= sm.prevalence.value <= sm.prevalence.ci[1]
    assert sm.prevalence.value == ex.prevalence.value == ex.certified_fraction == 1.0
    assert "Pairwise" in ex.logit_error_source and ex.logit_error_source == sm.logit_error_source
    assert ex.max_abs == pytest.approx(sm.max_abs, abs=1e-12) and ex.quantiles["max"] == ex.max_abs
    # the witnesses: the same type, the same worst rectangle
    we, ws = ex.witnesses[0], sm.witnesses[0]
    assert type(we) is type(ws) is Witness
    assert (we.i, we.j, we.a, we.a2, we.b, we.b2) == (ws.i, ws.j, ws.a, ws.a2, ws.b, ws.b2)
    assert we.log_r == pytest.approx(ws.log_r, abs=1e-12) and we.certified and ws.certified
    assert we.context_text == ws.context_text and we.tokens_i == ws.tokens_i == ("0", "1")
    assert "certified" in str(ws) and ws.text.startswith("[")
    assert len(ex.to_frame()) == len(ex.witnesses)
    assert "95% interval" in str(sm) and "worst rectangles" in str(sm) and "worst certified" in str(ex)


def test_strided_exact_summary_keeps_the_keys():
    m = random_table(3, 4, 1.0, rng=2)
    full = rectangle_summary(m)
    strided = rectangle_summary(m, max_rectangles=100)
    assert list(strided.quantiles) == list(full.quantiles)
    assert strided.quantile_sample < strided.count == full.count == full.quantile_sample
    assert strided.quantiles["max"] == full.quantiles["max"] == full.max_abs
    assert "strided" in str(strided)


def _shared(base, obj) -> dict:
    """The fields ``base`` declares, read from ``obj``: name -> type of the value."""
    return {f.name: type(getattr(obj, f.name)) for f in dataclasses.fields(base)}


def test_influence_one_type_exact_lumped_and_sampled():
    """Enumerated, lumped and sampled influences are one type (InfluenceSummary): the same
    field names with values of the same types. With every state as a context and every
    replacement token, the sampled maxima run over every pair of states differing at one site,
    so they equal the exact ones: R, L and both alphas and T0 agree (an independent check of
    the exact constructor, e.g. of alpha against alpha_row, which differ on ASYM)."""
    T = 0.8
    for m in (ASYM, MeanFieldPotts(3, 4, 1.0, field=[0.3, 0.0, -0.2])):
        ex = influence(m, temperature=T)
        sm = influence_estimates(m, _space(m), temperature=T)
        sides = [ex, sm] + ([count_influence(m, temperature=T)] if isinstance(m, MeanFieldPotts) else [])
        ref = _shared(InfluenceSummary, ex)
        assert ref["alpha"] is ref["alpha_row"] is ref["T0"] is ref["T0_row"] is Estimate
        for r in sides:
            assert isinstance(r, InfluenceSummary) and _shared(InfluenceSummary, r) == ref
            assert type(r.summary()) is InfluenceSummary and r.summary().alpha == r.alpha
            assert isinstance(r.alpha_col, float) and r.alpha_col == r.alpha.value and r.T0_col == r.T0.value
            assert r.n == m.length and list(r.to_frame().columns) == ["i", "j", "R", "L"]
            np.testing.assert_allclose(r.R, ex.R, rtol=1e-12, atol=1e-14)
            np.testing.assert_allclose(r.L, ex.L, rtol=1e-12, atol=1e-14)
            for k in ("alpha", "alpha_row", "T0", "T0_row"):
                assert getattr(r, k).value == pytest.approx(getattr(ex, k).value, rel=1e-12, abs=1e-14), k
        # the exact side: zero error; the sampled side: lower bounds
        assert all(getattr(ex, k).is_exact and getattr(ex, k).stderr == 0 for k in ("alpha", "alpha_row", "T0"))
        assert ex.method == "exact" and "sampled" in sm.method
        assert sm.alpha.ci == (sm.alpha.value, math.inf) and "lower bound" in sm.alpha.method
    # on ASYM the column and row versions differ, so a swap would show above
    a = influence(ASYM, temperature=T)
    assert abs(a.alpha.value - a.alpha_row.value) > 1e-3 and abs(a.T0.value - a.T0_row.value) > 1e-3


def test_rectangles_one_type_exact_lumped_and_sampled():
    """The enumerated table, the lumped count rectangles and the sampled test on every context,
    site pair and token pair are one type (RectangleSummary) and, all three reading every
    rectangle of an incompatible exchangeable model, give the same count, certified count,
    prevalence, max |log R| and quantiles (the lumped ones weighted by the contexts'
    multinomial multiplicities: an independent route to the same population)."""
    from toolkit.models.exchangeable import random_exchangeable

    T = 0.7
    m = random_exchangeable(3, 5, 1.0, rng=2)
    ex = all_rectangles(m, temperature=T)
    lu = count_rectangles(m, temperature=T)
    sm = rectangle_test(m, _space(m), pairs="all", tokens=[0, 1, 2], temperature=T)
    ref = _shared(RectangleSummary, ex)
    for r in (ex, lu, sm):
        assert isinstance(r, RectangleSummary) and _shared(RectangleSummary, r) == ref
        assert type(r.summary()) is RectangleSummary and r.summary().count == r.count
        assert (r.q, r.n, r.count, r.n_certified) == (3, 5, ex.count, ex.n_certified)
        assert r.prevalence.value == pytest.approx(ex.prevalence.value, rel=1e-15, abs=0)
        assert r.max_abs == pytest.approx(ex.max_abs, rel=1e-13, abs=0)
        assert r.quantiles == pytest.approx(ex.quantiles, rel=1e-12, abs=1e-15)
        assert isinstance(r.witnesses[0], Witness) and r.witnesses[0].certified
    assert 0 < ex.n_certified < ex.count == 10 * 27 * 9   # C(5, 2) pairs, 3^3 contexts, C(3, 2)^2 token pairs
    assert ex.method == "exact" and lu.method.startswith("lumped") and sm.method == "sampled"
    assert ex.prevalence.is_exact and lu.prevalence.is_exact and not sm.prevalence.is_exact
    assert lu.n_count_rectangles == 10 * 9 and lu.quantile_sample == lu.count


def test_lumped_rectangle_counts_beyond_float_range_print_and_round_trip(tmp_path):
    """Curie-Weiss at n = 2000: C(2000, 2) 2^1998 rectangles (~10^607, no float64 holds it),
    exact as an integer, shown as a power of ten, saved and loaded equal."""
    r = count_rectangles(CurieWeiss(2000, 1.0), temperature=1.0)
    assert r.count == math.comb(2000, 2) * 2**1998 and r.n_certified == 0 and r.compatible
    assert "~10^607" in str(r) and r.prevalence.value == 0.0
    r.save(tmp_path / "r.json")
    assert type(r).load(tmp_path / "r.json") == r


OLD = pathlib.Path(__file__).parent.parent / "data" / "results_before_issue_27"
OLD_MODEL = random_table(2, 3, 1.0, rng=1)


@pytest.mark.parametrize("name, build", [
    ("InfluenceReport", lambda: influence(OLD_MODEL, temperature=0.8)),
    ("ContractionCheck", lambda: contraction_check(potts(2, 3, 0.5), temperature=1.5)),
    ("CountInfluence", lambda: count_influence(CurieWeiss(5, 1.0), temperature=2.0)),
    ("RectangleTable", lambda: all_rectangles(OLD_MODEL, temperature=0.5)),
    ("RectangleSummary", lambda: rectangle_summary(OLD_MODEL)),
    ("RectangleResult", lambda: rectangle_test(OLD_MODEL, _space(OLD_MODEL)[:3], pairs="all", tokens=[0, 1])),
])
def test_results_saved_before_issue_27_load_in_todays_fields(name, build):
    """Files saved by the code before issue 27 (commit 197cd70; the same builders) load as
    today's types, equal to what today's code computes: renamed fields are mapped
    (``alpha_col`` -> the exact Estimate ``alpha``, ...), summary fields rebuilt from the rows."""
    assert load_result(OLD / f"{name}.json") == build()


def test_old_files_of_removed_layouts_are_refused_or_read():
    with pytest.raises(ValueError, match="saved before issue 27"):
        load_result(OLD / "CountRectangles.json")
    old = load_result(OLD / "InfluenceResult.json")   # sampled: its layout did not change
    assert isinstance(old, InfluenceSummary) and old.alpha.ci[1] == math.inf


def test_one_claim_type_for_check_and_report():
    r = check_claims(ASYM)
    c = r.claim("conditional-drift")
    rc = report_model.ReportClaim("sec", "name", "hyp", True, 1.0, 2.0, False, slack=-1.0)
    assert type(c) is type(rc) is Claim
    assert c.section == "compatibility" and c.kind == "theorem" and c.statement and c.status() == "n/a"
    assert rc.failed and rc.status() == "FAIL" and rc.to_dict()["status"] == "FAIL" and rc.section == "sec"
    cmp = report_model.ReportClaim("sec", "cmp", "-", None, 1, 2, False, kind="comparison")
    assert not cmp.failed and cmp.status() == "refuted"  # a comparison says what its numbers say
    undecided = report_model.ReportClaim("sec", "cmp", "-", None, 1, 2, None, kind="comparison")
    assert undecided.status() == "not resolved"
    vacuous = report_model.ReportClaim("sec", "cmp", "-", None, 1, 2, None, kind="comparison", verdict="vacuous",
                                       reason="1 is t_mix's floor")
    assert vacuous.status() == "vacuous" and "1 is t_mix's floor" in str(vacuous)
    frame = r.to_frame()
    assert len(frame) == len(r.claims) and set(frame["section"]) <= {"compatibility", "contraction", "spectral",
                                                                    "metastability"}
    d = r.to_dict()
    assert d["claims"][0]["status"] in ("PASS", "n/a") and "section" in d["claims"][0]


@pytest.mark.parametrize("name, rows", [
    ("RectangleTable", lambda o: len(o)), ("RectangleResult", lambda o: o.n_rectangles),
    ("InfluenceReport", lambda o: o.n * (o.n - 1)), ("InfluenceResult", lambda o: o.n * (o.n - 1)),
    ("CheckReport", lambda o: len(o.claims)), ("NlognScan", lambda o: len(o.rows)),
    ("MetastabilityScan", lambda o: len(o.rows)), ("SampledSummary", lambda o: len(o.quantities)),
    ("CalibrationTable", lambda o: len(o.rows)), ("MixingResult", lambda o: len(o.times)),
    ("StationaryLaw", lambda o: o.n_states), ("VerifyReport", lambda o: len(o.claims)),
    ("ExactReport", lambda o: 1), ("SpectralSummary", lambda o: 1),
    # chains x records x (m + x's 3 components); rejection-free: chains x records of hamming_to_start
    ("ChainRun", lambda o: 3 * 7 * 4), ("ChainRun (rejection-free)", lambda o: 3 * 5),
])
def test_to_frame(name, rows):
    obj = built(name)
    frame = obj.to_frame()
    assert frame.shape[0] == rows(obj) > 0
    compat = compatibility_report(ASYM)
    assert len(compat.drift.to_frame()) == 3


# ---------------------------------------------------------------------- notebook audit
def test_one_row_frames_hold_every_field_and_concatenate():
    """``analyze(m).to_frame()`` and ``spectral_summary(K).to_frame()``: one row whose columns
    are ``to_dict()``'s keys, so reports at several temperatures stack into one table."""
    import pandas as pd

    reports = [analyze(META, temperature=T) for T in (0.5, 2.0)]
    table = pd.concat([r.to_frame() for r in reports], ignore_index=True)
    assert list(table.columns) == list(reports[0].to_dict()) and len(table) == 2
    assert table["temperature"].tolist() == [0.5, 2.0] and table["t_mix"].tolist() == [r.t_mix for r in reports]
    s = built("SpectralSummary")
    row = s.to_frame().iloc[0]
    assert row["spectral_gap"] == s.spectral_gap and row["method"] == s.method
    assert list(row["multiplicative_gaps"]) == list(s.multiplicative_gaps)  # not reversible: the gammas
    assert isinstance(s, SpectralSummary)  # its save/load round trip: test_round_trip


def test_chain_run_frame_is_tidy_and_saved_runs_load_equal(tmp_path):
    run = built("ChainRun")
    frame = run.to_frame()
    assert list(frame.columns) == ["chain", "draw", "observable", "value"]
    assert sorted(set(frame["observable"])) == ["m", "x[0]", "x[1]", "x[2]"]
    one = frame[(frame["chain"] == 2) & (frame["observable"] == "x[1]")]
    np.testing.assert_array_equal(one["draw"], run.times)
    np.testing.assert_array_equal(one["value"], run.observable("x")[2, :, 1])
    np.testing.assert_array_equal(one["value"], run.states[2, :, 1])
    path = tmp_path / "run.json"
    run.save(path)
    back = ChainRun.load(path)
    assert back == run and back.n_chains == 3 and back.wall_time == 0.0  # wall_time is not saved
    assert back != dataclasses.replace(run, final=run.final + 1)
    # a run that recorded no observable: the frame holds hamming_to_start from its states
    free = built("ChainRun (rejection-free)")
    assert set(free.to_frame()["observable"]) == {"hamming_to_start"}
    want = (free.states != free.start[:, None, :]).sum(axis=-1)
    np.testing.assert_array_equal(free.to_frame()["value"].to_numpy().reshape(3, -1), want)


def test_results_equal_nan_only_equals_nan():
    # Second blind audit (issue 30): NaN equals NaN (a saved NaN loads back equal), never a number.
    assert results.results_equal(math.nan, math.nan)
    assert not results.results_equal(1.0, math.nan) and not results.results_equal(math.nan, 1.0)
    assert not results.results_equal(results.Estimate(math.nan, stderr=0.0), results.Estimate(0.5, stderr=0.0))
    assert not results.results_equal(math.inf, -math.inf)


def test_z_is_the_two_sided_normal_quantile():
    # Second blind audit (issue 30). _z(level) is the z of a two-sided interval at `level`:
    # Phi(z) = 1/2 + level/2. Tables: z(0.95) = 1.959963984540054, z(0.99) = 2.5758293035489004,
    # and z(erf(1/sqrt 2)) = 1 (one standard deviation).
    assert results._z(0.95) == pytest.approx(1.959963984540054, rel=1e-14, abs=0)
    assert results._z(0.99) == pytest.approx(2.5758293035489004, rel=1e-14, abs=0)
    assert results._z(math.erf(1 / math.sqrt(2))) == pytest.approx(1.0, rel=1e-12, abs=0)
