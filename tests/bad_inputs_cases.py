"""The bad inputs of the second first-hour pass (issue 26): a new user's mistakes, on the
command line and in Python, each with what a good answer holds.

Each case is ``name -> (call, expect)``:

- Python cases: ``call(d)`` (``d``: a folder holding the files of :func:`make_files`) must
  raise a :class:`~toolkit.exceptions.GlauberError` whose message holds ``expect``, or, when
  ``expect`` is :data:`RUNS`, return without error (a sensible result, checked by ``check``);
- command-line cases: ``argv`` (``{d}`` formatted) must exit 2 with one line on stderr
  that holds ``expect``.

``tests/test_bad_inputs_first_hour.py`` runs every case; ``benchmarks/bad_inputs_pass.py``
runs them too and writes the outcomes (clear, sensible, traceback, hang, silent) with their
messages to ``benchmarks/results/``.
"""

from __future__ import annotations

import json
import os

import numpy as np

#: ``expect`` of a case whose input is fine after all: it must run, not raise.
RUNS = None

TEXT = "and the king said to the people of israel"


def make_files(d) -> None:
    """The damaged and odd files the cases read, written into folder ``d``."""
    d = os.fspath(d)
    h = np.zeros((3, 2))
    J = np.random.default_rng(0).normal(size=(3, 3, 2, 2))
    good = os.path.join(d, "good.npz")
    np.savez(good, h=h, J=J)
    with open(good, "rb") as fh:
        raw = fh.read()
    with open(os.path.join(d, "trunc.npz"), "wb") as fh:
        fh.write(raw[: len(raw) // 2])
    with open(os.path.join(d, "empty.npz"), "wb"):
        pass
    bad = bytearray(raw)
    bad[raw.find(b"J.npy") + 200] ^= 0xFF  # a byte of J's data: the archive's CRC-32 no longer matches
    with open(os.path.join(d, "crc.npz"), "wb") as fh:
        fh.write(bytes(bad))
    np.savez(os.path.join(d, "complex.npz"), h=h, J=J + 1j)
    np.savez(os.path.join(d, "nanJ.npz"), h=h, J=np.full((3, 3, 2, 2), np.nan))
    np.savez(os.path.join(d, "int.npz"), h=h.astype(int), J=np.ones((3, 3, 2, 2), dtype=int))
    np.savez(os.path.join(d, "q1.npz"), h=np.zeros((3, 1)), J=np.zeros((3, 3, 1, 1)))
    with open(os.path.join(d, "afile"), "w") as fh:
        fh.write("x")
    # saved results: a valid one and its damaged variants
    from exact import glauber_kernel, spectral_summary
    from toolkit.models import potts
    from toolkit.results import to_json_document

    doc = to_json_document(spectral_summary(glauber_kernel(potts(2, 3, 1.0))))
    variants = {
        "no_data": {k: v for k, v in doc.items() if k != "data"},
        "bad_pointer": {**doc, "nonfinite": {"nan": ["/no_such_field"], "inf": [], "-inf": []}},
        "gap_abc": _with(doc, "spectral_gap", "abc"),
        "states_neg": _with(doc, "n_states", -5),
        "states_float": _with(doc, "n_states", 2.5),
        "bool_gap": _with(doc, "spectral_gap", True),
        "missing_field": {**doc, "data": {k: v for k, v in doc["data"].items() if k != "lambda_2"}},
        "extra_field": _with(doc, "colour", "blue"),
        "foreign": {**doc, "type": "os:system", "data": {**doc["data"], "__type__": "os:system"}},
        "unknown_class": {**doc, "type": "toolkit.results:Nope", "data": {**doc["data"], "__type__": "toolkit.results:Nope"}},
        "version2": {**doc, "version": 2},
        "data_list": {**doc, "data": [1, 2]},
        "pointer_not_null": {**doc, "nonfinite": {"nan": ["/spectral_gap"], "inf": [], "-inf": []}},
        "nonfinite_key": {**doc, "nonfinite": {"NaN": ["/spectral_gap"]}},
        "gap_error_neg": _with(doc, "gap_error", -1.0),
    }
    for name, v in variants.items():
        with open(os.path.join(d, f"{name}.json"), "w") as fh:
            json.dump(v, fh)
    with open(os.path.join(d, "good.json"), "w") as fh:
        json.dump(doc, fh)
    with open(os.path.join(d, "empty.json"), "w"):
        pass
    with open(os.path.join(d, "deep.json"), "w") as fh:
        fh.write("[" * 100000 + "]" * 100000)


def _with(doc: dict, key: str, value) -> dict:
    return {**doc, "data": {**doc["data"], key: value}}


# ---------------------------------------------------------------------------- Python
def _m():
    from toolkit.models import potts

    return potts(2, 3, 1.0)


def _P():
    return np.array([[0.5, 0.5], [0.25, 0.75]])


def _K():
    from exact import glauber_kernel
    from toolkit.models import random_pairwise

    return glauber_kernel(random_pairwise(2, 3, 0.5, rng=0), temperature=1.0)


def python_cases() -> dict:
    import exact as E
    from toolkit import coupling, diagnostics, incompat, influence, metastable, results, sampling
    from toolkit.models import (
        CurieWeiss,
        ExchangeableTable,
        IdenticalSites,
        IndependentSites,
        JointModel,
        LogitTable,
        MeanFieldPotts,
        Pairwise,
        curie_weiss,
        make_model,
        model_family,
        plant_margin,
        planted_margin,
        potts,
        random_exchangeable,
        random_joint,
        random_pairwise,
        random_table,
    )

    def load(d, name):
        return results.load_result(os.path.join(d, name))

    return {
        # issue 26's cases: constructors without a memory guard
        "random_pairwise n=10**6": (lambda d: random_pairwise(2, 10**6, 0.5, rng=0), "~29.1 TiB"),
        "random_pairwise n=15000 under 1GiB": (lambda d: random_pairwise(2, 15000, 0.5, max_memory="1GiB", rng=0),
                                               "~6.7 GiB, above the memory limit of 1.0 GiB"),
        "potts n=10**5": (lambda d: potts(3, 10**5, 1.0), "coupling array J"),
        "curie_weiss n=10**6": (lambda d: curie_weiss(10**6, 1.0), "coupling array J"),
        "random_table n=60": (lambda d: random_table(2, 60), "logit table"),
        "random_joint n=60": (lambda d: random_joint(3, 60), "joint table"),
        "planted_margin n=60": (lambda d: planted_margin(2, 60, 1.0), "logit table"),
        "random_exchangeable n=10**7": (lambda d: random_exchangeable(3, 10**7), "count table"),
        "make_model numpy n": (lambda d: make_model("random-pairwise", n=np.int64(10**6)), "~29.1 TiB"),
        "make_model independent n=10**10": (lambda d: make_model("independent", n=10**10), "fields h"),
        "random_pairwise max_memory junk": (lambda d: random_pairwise(2, 3, max_memory="lots"), "`max_memory`"),
        # issue 26: zip-level errors of .npz files, a complex J
        "Pairwise.load truncated": (lambda d: Pairwise.load(os.path.join(d, "trunc.npz")), "damaged"),
        "Pairwise.load empty": (lambda d: Pairwise.load(os.path.join(d, "empty.npz")), "the file is empty"),
        "Pairwise.load bad CRC": (lambda d: Pairwise.load(os.path.join(d, "crc.npz")), "Bad CRC-32"),
        "Pairwise.load complex J": (lambda d: Pairwise.load(os.path.join(d, "complex.npz")),
                                    "`J` must be an array of real numbers; got complex"),
        "Pairwise.load NaN J": (lambda d: Pairwise.load(os.path.join(d, "nanJ.npz")), "finite"),
        "Pairwise.load integer arrays": (lambda d: Pairwise.load(os.path.join(d, "int.npz")), RUNS),
        "Pairwise.load q=1": (lambda d: Pairwise.load(os.path.join(d, "q1.npz")), "`q` must be >= 2"),
        "Pairwise complex h": (lambda d: Pairwise(np.zeros((2, 2)) + 1j, np.zeros((2, 2, 2, 2))), "complex"),
        # issue 26: load_result checks the content, not only the envelope
        "load_result no data": (lambda d: load(d, "no_data.json"), "lacks the required key 'data'"),
        "load_result pointer to a missing field": (lambda d: load(d, "bad_pointer.json"),
                                                   "'/no_such_field' names no field"),
        "load_result spectral_gap 'abc'": (lambda d: load(d, "gap_abc.json"), "/data/spectral_gap"),
        "load_result n_states -5": (lambda d: load(d, "states_neg.json"), "/data/n_states"),
        "load_result n_states 2.5": (lambda d: load(d, "states_float.json"), "must be an integer"),
        "load_result gap true": (lambda d: load(d, "bool_gap.json"), "must be a number"),
        "load_result missing field": (lambda d: load(d, "missing_field.json"), "lambda_2"),
        "load_result unknown field": (lambda d: load(d, "extra_field.json"), "'colour'"),
        "load_result foreign type": (lambda d: load(d, "foreign.json"), "refusing to load"),
        "load_result unknown class": (lambda d: load(d, "unknown_class.json"), "unknown type"),
        "load_result version 2": (lambda d: load(d, "version2.json"), "format version 2"),
        "load_result data a list": (lambda d: load(d, "data_list.json"), "'data' must be an object"),
        "load_result pointer at a number": (lambda d: load(d, "pointer_not_null.json"), "not a null"),
        "load_result nonfinite key": (lambda d: load(d, "nonfinite_key.json"), "'nonfinite'"),
        "load_result gap_error -1": (lambda d: load(d, "gap_error_neg.json"), "/data/gap_error of SpectralSummary must be >= 0"),
        "load_result empty file": (lambda d: load(d, "empty.json"), "not JSON"),
        "load_result deep nesting": (lambda d: load(d, "deep.json"), "`path`"),
        "load_result good": (lambda d: load(d, "good.json"), RUNS),
        "SpectralSummary.load of an Estimate": (lambda d: _load_as(d), "not a"),
        "save_result complex array": (lambda d: _save_complex(d), "complex"),
        # issue 26: mixing_time(K, pi=...) checks the pi it is given
        "mixing_time pi ones": (lambda d: E.mixing_time(_K(), pi=np.ones(8)), "`pi` must be a probability vector"),
        "mixing_time pi uniform": (lambda d: E.mixing_time(_K(), pi=np.ones(8) / 8), "not the stationary law"),
        "mixing_time pi law": (lambda d: E.mixing_time(_K(), pi=E.stationary_law(_K())), RUNS),
        "mixing_time pi wrong length": (lambda d: E.mixing_time(_K(), pi=np.ones(3) / 3), "`pi` must have shape"),
        "mixing_time pi negative": (lambda d: E.mixing_time(_P(), pi=[1.5, -0.5]), "`pi`"),
        "mixing_time method": (lambda d: E.mixing_time(_P(), method="magic"), "`method`"),
        "mixing_time t_max -3": (lambda d: E.mixing_time(_P(), t_max=-3), "`t_max`"),
        "mixing_time block 0": (lambda d: E.mixing_time(_P(), block=0), "`block`"),
        "mixing_time workers 0": (lambda d: E.mixing_time(_P(), workers=0), "`workers`"),
        "mixing_time eps 1": (lambda d: E.mixing_time(_P(), eps=1.0), "`eps`"),
        "distance_profile t_max str": (lambda d: E.distance_profile(_P(), "x"), "`t_max`"),
        "distance_profile wrong pi": (lambda d: E.distance_profile(_P(), 3, pi=[0.5, 0.5]), "`pi`"),
        # other constructors and builders
        "potts field shape": (lambda d: potts(2, 3, 1.0, field=np.zeros(7)), "`field`"),
        "potts graph star": (lambda d: potts(2, 3, 1.0, graph="star"), "`graph`"),
        "potts torus n=5": (lambda d: potts(2, 5, 1.0, graph="torus"), "torus"),
        "potts coupling complex": (lambda d: potts(2, 3, 1 + 2j), "`coupling`"),
        "curie_weiss field nan": (lambda d: curie_weiss(4, 1.0, field=float("nan")), "`field`"),
        "IndependentSites q=1": (lambda d: IndependentSites(np.zeros((3, 1))), "`q`"),
        "LogitTable wrong shape": (lambda d: LogitTable(np.zeros((2, 3, 2))), "`table`"),
        "JointModel ragged": (lambda d: JointModel(np.zeros((2, 3))), "`log_joint`"),
        "ExchangeableTable rows": (lambda d: ExchangeableTable(np.zeros((4, 2))), RUNS),
        "ExchangeableTable bad rows": (lambda d: ExchangeableTable(np.zeros((5, 3))), "`table`"),
        "CurieWeiss n=0": (lambda d: CurieWeiss(0, 1.0), "`n`"),
        "CurieWeiss beta str": (lambda d: CurieWeiss(4, "x"), "`beta`"),
        "MeanFieldPotts field shape": (lambda d: MeanFieldPotts(3, 5, 1.0, field=[1, 2]), "`field`"),
        "IdenticalSites 2-d h": (lambda d: IdenticalSites(3, [[0, 1]]), "`h`"),
        "plant_margin adjacent states": (lambda d: plant_margin(np.zeros((3, 4, 2)), [[0, 0, 0], [0, 0, 1]], 1.0),
                                         "differ in fewer than 2 sites"),
        "planted_margin gamma 0": (lambda d: planted_margin(2, 3, 0.0), "`gamma`"),
        "make_model q float": (lambda d: make_model("potts", q=2.5), "`q`"),
        "make_model None": (lambda d: make_model(None), "`model`"),
        "make_model beta inf": (lambda d: make_model("curie-weiss", beta=float("inf")), "`beta`"),
        "make_model planted gamma -1": (lambda d: make_model("planted-margin", gamma=-1.0), "`gamma`"),
        # exact
        "glauber_kernel T nan": (lambda d: E.glauber_kernel(_m(), temperature=float("nan")), "`temperature`"),
        "glauber_kernel scan": (lambda d: E.glauber_kernel(_m(), scan="diag"), "`scan`"),
        "glauber_kernel max_states": (lambda d: E.glauber_kernel(potts(3, 9, 1.0), max_states=100), "max_states"),
        "analyze eps nan": (lambda d: E.analyze(_m(), eps=float("nan")), "`eps`"),
        "analyze method": (lambda d: E.analyze(_m(), method="magic"), "`method`"),
        "stationary NaN matrix": (lambda d: E.stationary(np.array([[np.nan, 1.0], [0.5, 0.5]])), "`P`"),
        "stationary 1x1": (lambda d: E.stationary(np.ones((1, 1))), RUNS),
        "spectral_summary pi ones": (lambda d: E.spectral_summary(_P(), pi=np.ones(2)), "`pi`"),
        "rectangle_summary T 0": (lambda d: E.rectangle_summary(_m(), temperature=0), "`temperature`"),
        "rectangle_summary sites": (lambda d: E.rectangle_summary(_m(), sites=[0, 9]), "`sites`"),
        "nlogn_scan family": (lambda d: E.nlogn_scan("nope", [2, 3]), "`family`"),
        "model_family name": (lambda d: model_family("nope"), "'nope'"),
        "count_chain pairwise": (lambda d: E.count_chain(_m()), "`model`"),
        "lumped_exact_report starts": (lambda d: E.lumped_exact_report(CurieWeiss(6, 1.0), starts="x"), "`starts`"),
        # toolkit
        "run_chains T nan": (lambda d: sampling.run_chains(_m(), n_chains=2, n_steps=9, temperature=float("nan")),
                             "`temperature`"),
        "run_chains huge": (lambda d: sampling.run_chains(_m(), n_chains=10**9, n_steps=10**6), "GiB"),
        "run_chains scan": (lambda d: sampling.run_chains(_m(), n_chains=2, n_steps=9, scan="zig"), "`scan`"),
        "run_chains start shape": (lambda d: sampling.run_chains(_m(), n_chains=2, n_steps=9, start=np.zeros(7)),
                                   "`start`"),
        "run_chains lazy 1": (lambda d: sampling.run_chains(_m(), n_chains=2, n_steps=9, lazy=1.0), "`lazy`"),
        "coalescence n_pairs 0": (lambda d: coupling.coalescence_times(_m(), n_pairs=0), "`n_pairs`"),
        "coalescence starts": (lambda d: coupling.coalescence_times(_m(), starts="x"), "`starts`"),
        "wilson k negative": (lambda d: coupling.wilson_interval(-1, 5), "`k`"),
        "wilson level 1": (lambda d: coupling.wilson_interval(1, 5, level=1.0), RUNS),  # the 100% interval [0, 1]
        "rhat one chain": (lambda d: diagnostics.rhat(np.zeros((1, 5))), RUNS),  # split R-hat: NaN for a constant chain
        "autocorrelation nan": (lambda d: diagnostics.autocorrelation(np.array([np.nan, 1.0, 2.0])), "`x`"),
        "rectangle_test k 1": (lambda d: incompat.rectangle_test(_m(), np.zeros((1, 3), int), k=1), "`k`"),
        "rectangle_test pairs": (lambda d: incompat.rectangle_test(_m(), np.zeros((1, 3), int), pairs="x"), "`pairs`"),
        "influence T 0": (lambda d: influence.influence_estimates(_m(), np.zeros((1, 3), int), temperature=0),
                          "`temperature`"),
        "exit_times start outside": (lambda d: metastable.exit_times(_m(), lambda x: x.sum(1) == 0,
                                                                     start=[1, 1, 1]), "`start`"),
        "exit_times level": (lambda d: metastable.exit_times(_m(), lambda x: x.sum(1) == 0, start=[0, 0, 0],
                                                             level=2.0), "`level`"),
    }


def _load_as(d):
    from toolkit.results import Estimate, SpectralSummary

    path = os.path.join(d, "est.json")
    Estimate(1.0).save(path)
    return SpectralSummary.load(path)


def _save_complex(d):
    from toolkit.results import StationaryLaw, save_result

    law = StationaryLaw(np.ones(2, complex) / 2, None, "given", 0.0, 0.0, 0.0, 2)
    return save_result(law, os.path.join(d, "c.json"))


# ---------------------------------------------------------------------------- command line
def cli_cases() -> dict:
    """``name -> (argv with {d}, the substring of the one error line)``."""
    tiny = ["--model", "tiny-en"]
    return {
        # issue 26's cases
        "exact npz truncated": (["exact", "--model", "pairwise:{d}/trunc.npz"], "damaged"),
        "exact npz empty": (["exact", "--model", "pairwise:{d}/empty.npz"], "the file is empty"),
        "exact npz bad CRC": (["exact", "--model", "pairwise:{d}/crc.npz"], "Bad CRC-32"),
        "exact npz complex J": (["exact", "--model", "pairwise:{d}/complex.npz"], "complex"),
        "sample --coupling -1e308": (["sample", "--coupling", "-1e308"], "`--coupling` -1e+308 is too large"),
        "phase -T -1:1:3": (["phase", "-T", "-1:1:3"], "`--temperature` values must be finite and > 0"),
        "sample -T -inf": (["sample", "-T", "-inf"], "--temperature=VALUE"),
        "sample --text -x": (["sample", *tiny, "--text", "-x"], "--text=VALUE"),
        "rectangle --top-k 100000": (["rectangle", *tiny, "--top-k", "100000"], "`--top-k` must be <= the 200 tokens"),
        "window state space": (["window", *tiny, "--n", "12"], "8**12"),
        "window residues state space": (["window", "--model", "sapiens-vh", "--text", "EVQLVESGGGLVQPGG",
                                         "--free", "all"], "20**16"),
        "exact real state space": (["exact", *tiny, "--tokens", "the,lord,king", "--free", "0,1,2,3,4,5,6,7,8,9,10,11,"
                                    "12,13,14,15", "--text", TEXT], "3**16"),
        # exact
        "exact --n 0": (["exact", "--n", "0"], "`n`"),
        "exact --n -3": (["exact", "--n", "-3"], "`n`"),
        "exact --q 0": (["exact", "--q", "0"], "`q`"),
        "exact -T nan": (["exact", "-T", "nan"], "`temperature`"),
        "exact --eps 0": (["exact", "--eps", "0"], "`eps`"),
        "exact --eps nan": (["exact", "--eps", "nan"], "`eps`"),
        "exact --max-states -5": (["exact", "--max-states", "-5"], "max_states"),
        "exact --graph torus --n 5": (["exact", "--graph", "torus", "--n", "5"], "torus"),
        "exact --coupling nan": (["exact", "--coupling", "nan"], "`coupling`"),
        "exact --beta inf": (["exact", "--model", "curie-weiss", "--beta", "inf"], "`beta`"),
        "exact --lazy -0.5": (["exact", "--lazy", "-0.5"], "`lazy`"),
        "exact --model pairwise:dir": (["exact", "--model", "pairwise:{d}"], "directory"),
        # check and scan
        "check --eps 1": (["check", "--eps", "1"], "`eps`"),
        "check -T -1": (["check", "-T", "-1"], "`temperature`"),
        "scan nlogn --n-min 0": (["scan", "nlogn", "--n-min", "0"], "n"),
        "scan metastable -T 0": (["scan", "metastable", "--temperatures", "0"], "`temperatures`"),
        # sample
        "sample --chains 0": (["sample", "--chains", "0"], "`chains`"),
        "sample --steps 3": (["sample", "--steps", "3"], "`steps`"),
        "sample --burn-in 5000": (["sample", "--burn-in", "5000"], "`burn_in`"),
        "sample -T 0": (["sample", "-T", "0"], "`temperature`"),
        "sample -T -1": (["sample", "-T", "-1"], "`temperature`"),
        "sample --pairs -1": (["sample", "--pairs", "-1"], "`pairs`"),
        "sample --replicates 0": (["sample", "--replicates", "0"], "`replicates`"),
        "sample --coupling-steps 0": (["sample", "--coupling-steps", "0"], "coupling-steps"),
        "sample --scan diag": (["sample", "--scan", "diag"], "--scan"),
        "sample --max-memory 0": (["sample", "--max-memory", "0"], "max_memory"),
        "sample --chains huge": (["sample", "--chains", "1000000000", "--steps", "1000000"], "max-memory"),
        "sample --model pairwise:trunc": (["sample", "--model", "pairwise:{d}/trunc.npz"], "damaged"),
        # rectangle and window
        "rectangle --witnesses -1": (["rectangle", *tiny, "--witnesses", "-1"], "`witnesses`"),
        "rectangle -T 0": (["rectangle", *tiny, "-T", "0"], "`temperature`"),
        "rectangle --text empty": (["rectangle", *tiny, "--text", " "], "`--text`"),
        "rectangle --free 0": (["rectangle", *tiny, "--text", TEXT, "--free", "0"], "--free"),
        "window --eps 1.5": (["window", "--eps", "1.5"], "`eps`"),
        "window --chains 1": (["window", "--chains", "1"], "`chains`"),
        "window --steps 4": (["window", "--steps", "4"], "`steps`"),
        # phase and sweep
        "phase --n 1": (["phase", "--n", "1"], "--n"),
        "phase --n 3:2": (["phase", "--n", "3:2"], "empty range"),
        "phase -T 1:1:0": (["phase", "-T", "1:1:0"], "COUNT"),
        "phase --sweeps 0": (["phase", "--sweeps", "0"], "--sweeps"),
        "phase --groups 0": (["phase", "--groups", "0"], "--groups"),
        "phase --executor local:0": (["phase", "--executor", "local:0"], "`executor`"),
        "phase --grid on a toy": (["phase", "--grid", "cpu"], "--grid"),
        "sweep --n 0:3": (["sweep", "--store", "{d}/s.sqlite", "--n", "0:3"], "`n`"),
        "sweep -T nan": (["sweep", "--store", "{d}/s.sqlite", "-T", "nan"], "temperature"),
        "sweep --store file as dir": (["sweep", "--store", "{d}/afile/s.sqlite"], "`--store`"),
        # verify and study
        "verify --out /dev/null": (["verify", "--out", "/dev/null"], "`--out`"),
        "verify --sections nope": (["verify", "--out", "{d}/v", "--sections", "phase,nope"], "`sections`"),
        "study --budget -1": (["study", *tiny, "--text", TEXT, "--budget", "-1"], "budget"),
        "study --budget inf": (["study", *tiny, "--text", TEXT, "--budget", "inf"], "budget"),
        "study -T 0": (["study", *tiny, "--text", TEXT, "--temperature", "0"], "temperature"),
    }
