"""Bad types, shapes, values and paths (issue 14, point 4): every public function reached here
and every ``glauber`` subcommand answers with a :class:`~toolkit.exceptions.GlauberError`
whose message names the argument; on the command line that is exit status 2 and one line
on stderr, never a traceback.

Three parts:

- a sweep over *every* public function of ``exact`` and ``toolkit`` (app layer, plots,
  strategies and the torch backend aside) whose one required argument is a model or a
  kernel, fed a string, None, a number, and malformed arrays; functions that legitimately
  accept anything (predicates, converters) are listed in :data:`EXEMPT` with the reason;
- hand-written cases of bad values, shapes and paths for the main entry points;
- every subcommand of :data:`toolkit.app.cli.COMMANDS` with bad options, each checked for
  exit 2, a single ``glauber ...: error:`` line naming the option, and no traceback.
"""

from __future__ import annotations

import importlib
import inspect
import pathlib
import pkgutil
import warnings

import numpy as np
import pytest
from scipy import sparse

import exact
import toolkit
import toolkit.models
from toolkit.app import cli
from toolkit.exceptions import GlauberError

SKIP_MODULES = {"toolkit.app", "toolkit.cli", "toolkit.strategies", "toolkit.plot", "toolkit.exact_torch"}

#: Public functions that take any object by design, with the reason.
EXEMPT = {
    "exact.colour_lumped.is_colour_symmetric": "a predicate: False for anything not colour-symmetric",
    "exact.pairwise_logits.is_pairwise": "a predicate: False for anything that is not a pairwise model",
    "toolkit.models.exchangeable.is_exchangeable": "a predicate: False for anything not exchangeable",
    "exact.stationary.has_edges": "a predicate on the kernel's representation",
    "exact.stationary.descent_labels": "None for anything but a random-scan GlauberKernel, as documented",
    "exact.analysis.exact_method": "chooses a method; the caller (analyze, scans) then checks the model",
    "toolkit.coupling.token_order": "the model's optional token_order attribute, None when it has none",
    "toolkit.models.base.logit_error_source": "describes the logit-error rule any object falls under",
}

#: The name the message must give, per parameter name.
MODEL_PARAMS = {"model": "model", "model_or_sitelogits": "model", "model_or_table": "model"}
KERNEL_PARAMS = {"P": "P", "kernel": "kernel"}
#: Required keyword-only arguments filled with a valid value.
KW_FILL = {"temperature": 1.0, "lag": 2}

BAD_MODELS = [("str", "potts"), ("None", None), ("int", 3), ("array", np.zeros(3))]
BAD_KERNELS = [("str", "P"), ("None", None), ("non-square", np.zeros((2, 3))), ("1-d", np.ones(4)),
               ("nan", np.full((2, 2), np.nan))]


def _public_modules():
    names = []
    for pkg in (exact, toolkit, toolkit.models):
        for m in pkgutil.iter_modules(pkg.__path__):
            full = f"{pkg.__name__}.{m.name}"
            if not m.name.startswith("_") and full not in SKIP_MODULES and not m.ispkg:
                names.append(full)
    return sorted(names)


def _one_argument_functions():
    """``(qualified name, function, its required parameter)`` for every public function whose
    one required positional parameter is a model or a kernel."""
    out, seen = [], set()
    for mod_name in _public_modules():
        mod = importlib.import_module(mod_name)
        for name, f in sorted(vars(mod).items()):
            if name.startswith("_") or not inspect.isfunction(f) or f.__module__ != mod_name or f in seen:
                continue
            seen.add(f)
            params = inspect.signature(f).parameters.values()
            required = [p.name for p in params if p.default is inspect.Parameter.empty
                        and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            kw_required = [p.name for p in params if p.default is inspect.Parameter.empty
                           and p.kind == p.KEYWORD_ONLY]
            if len(required) == 1 and set(kw_required) <= set(KW_FILL) and (
                    required[0] in MODEL_PARAMS or required[0] in KERNEL_PARAMS):
                out.append((f"{mod_name}.{name}", f, required[0], kw_required))
    return out


FUNCTIONS = _one_argument_functions()
SWEEP = [pytest.param(f, param, kw, bad, id=f"{qual}-{label}")
         for qual, f, param, kw in FUNCTIONS if qual not in EXEMPT
         for label, bad in (BAD_MODELS if param in MODEL_PARAMS else BAD_KERNELS)]


def test_the_sweep_finds_the_main_entry_points():
    # the introspection must keep seeing what it is for (a broken scan would pass vacuously)
    found = {qual for qual, *_ in FUNCTIONS}
    for qual in ("exact.markov.analyze", "exact.kernel.glauber_kernel", "exact.stationary.stationary",
                 "exact.spectral.spectral_summary", "exact.mixing.mixing_time", "exact.logits.site_logits",
                 "exact.basins.fixed_points", "toolkit.sampling.run_chains", "toolkit.calibration.sampled_summary",
                 "toolkit.coupling.coalescence_times", "exact.lumped_checks.lumped_exact_report"):
        assert qual in found, qual
    assert len(SWEEP) > 150
    assert set(EXEMPT) <= found, set(EXEMPT) - found  # no stale exemption


@pytest.mark.parametrize("f, param, kw, bad", SWEEP)
def test_bad_model_or_kernel_is_a_glauber_error_naming_it(f, param, kw, bad):
    name = MODEL_PARAMS.get(param) or KERNEL_PARAMS[param]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(GlauberError) as info:
            f(bad, **{k: KW_FILL[k] for k in kw})
    msg = str(info.value)
    # a kernel may be named as the matrix P it stands for
    names = {name, "P"} if param in KERNEL_PARAMS else {name}
    assert any(f"`{n}`" in msg for n in names) or "reducible" in msg, msg


# ---------------------------------------------------------------------------- values, shapes, paths
def _model():
    from toolkit.models import make_model

    return make_model("potts", q=2, n=3)


P2 = np.full((2, 2), 0.5)


def _files(tmp_path):
    (tmp_path / "text.txt").write_text("hello\n")
    (tmp_path / "bad.json").write_text("{not json")
    np.savez(tmp_path / "strings.npz", J=np.array(["a"]), h=np.array(["x"]))
    np.savez(tmp_path / "other.npz", a=np.zeros(2))
    J = np.zeros((3, 3, 2, 2))
    J[0, 1, 0, 0] = J[0, 2, 0, 0] = 1e308  # finite entries whose sum (a logit) overflows
    np.savez(tmp_path / "huge.npz", h=np.zeros((3, 2)), J=J)
    return tmp_path


def _cases():
    import exact as E
    from toolkit import calibration, coupling, diagnostics, incompat, influence, results, sampling
    from toolkit.models import Pairwise, make_model, model_family, potts

    M = _model
    return {
        # name: (call(tmp) -> anything, a substring the message must hold)
        "analyze temperature 0": (lambda d: E.analyze(M(), temperature=0), "`temperature`"),
        "analyze eps 1.5": (lambda d: E.analyze(M(), eps=1.5), "`eps`"),
        "analyze scan": (lambda d: E.analyze(M(), scan="zigzag"), "`scan`"),
        "kernel lazy 1": (lambda d: E.glauber_kernel(M(), lazy=1.0), "`lazy`"),
        "kernel temperature str": (lambda d: E.glauber_kernel(M(), temperature="hot"), "`temperature`"),
        # issue 14: spectral_summary with a wrong-length pi
        "spectral_summary pi length": (lambda d: E.spectral_summary(P2, pi=np.ones(3) / 3), "`pi`"),
        # issue 14: stationary() of a reducible chain
        "stationary reducible": (lambda d: E.stationary(np.eye(2)), "reducible"),
        "eigenvalues nan": (lambda d: E.eigenvalues(np.full((2, 2), np.nan)), "`P`"),
        "mixing_time eps 0": (lambda d: E.mixing_time(P2, eps=0), "`eps`"),
        "distance_profile t_max": (lambda d: E.distance_profile(P2, t_max=-1), "`t_max`"),
        "tv_rows pi shape": (lambda d: E.tv_rows(P2, np.ones(3)), "`pi`"),
        "site_logits max_states": (lambda d: E.site_logits(make_model("potts", q=3, n=8), max_states=10),
                                   "max_states"),
        "escape_checks matrix": (lambda d: E.escape_checks(P2), "`kernel`"),
        "exit times mask shape": (lambda d: E.expected_exit_times(E.glauber_kernel(M()), np.ones(3, bool)),
                                  "`in_set_mask`"),
        "conductance mask type": (lambda d: E.conductance(E.glauber_kernel(M()), "x"), "`in_set_mask`"),
        "count_chain not exchangeable": (lambda d: E.count_chain(M(), temperature=1.0), "`model`"),
        "nlogn_scan n": (lambda d: E.nlogn_scan(model_family("potts"), [1, 2]), "`n`"),
        "metastability_scan T": (lambda d: E.metastability_scan(M(), [-1.0]), "`temperatures`"),
        "potts_chain n": (lambda d: E.potts_chain(2, 0, 1.0), "`n`"),
        "make_model q": (lambda d: make_model("potts", q=1), "`q`"),
        "make_model keyword": (lambda d: make_model("potts", couplng=5.0), "couplng"),
        "make_model name": (lambda d: make_model("nope"), "'nope'"),
        "make_model n str": (lambda d: make_model("potts", n="x"), "`n`"),
        "make_model missing file": (lambda d: make_model(f"pairwise:{d}/none.npz"), "none.npz"),
        "make_model seed": (lambda d: make_model("random-pairwise", q=2, n=3, seed=-1), "`rng`"),
        "potts coupling nan": (lambda d: potts(2, 3, float("nan")), "`coupling`"),
        "Pairwise shapes": (lambda d: Pairwise(np.zeros((3, 2)), np.zeros((2, 2, 2, 2))), "`J`"),
        # issue 14: a text file as a pairwise model, an npz whose arrays are strings
        "Pairwise.load text file": (lambda d: Pairwise.load(_files(d) / "text.txt"), "text.txt"),
        "Pairwise.load strings": (lambda d: Pairwise.load(_files(d) / "strings.npz"), "`h`"),
        "Pairwise.load other arrays": (lambda d: Pairwise.load(_files(d) / "other.npz"), "lacks"),
        "Pairwise.load directory": (lambda d: Pairwise.load(d), "cannot read pairwise model file"),
        "run_chains n_chains": (lambda d: sampling.run_chains(M(), n_chains=0, n_steps=10), "`n_chains`"),
        "run_chains n_steps": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=-1), "`n_steps`"),
        "run_chains temperature": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=9, temperature=-1),
                                   "`temperature`"),
        "run_chains rng": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=9, rng="seed"), "`rng`"),
        "run_chains negative seed": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=9, rng=-1), "`rng`"),
        "run_chains observable": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=9, observables=["nope"]),
                                  "`observables`"),
        "sampled_summary n_chains": (lambda d: calibration.sampled_summary(M(), n_chains=1), "`n_chains`"),
        "coalescence coupling": (lambda d: coupling.coalescence_times(M(), coupling="optimal"), "`coupling`"),
        "coalescence max_steps": (lambda d: coupling.coalescence_times(M(), max_steps=0), "`max_steps`"),
        "wilson k > m": (lambda d: coupling.wilson_interval(5, 3), "`k`"),
        "rhat strings": (lambda d: diagnostics.rhat("abc"), "`x`"),
        "autocorrelation strings": (lambda d: diagnostics.autocorrelation(["a", "b"]), "`x`"),
        "iat empty": (lambda d: diagnostics.integrated_autocorrelation_time(np.array([])), "`x`"),
        "mean_estimate None": (lambda d: diagnostics.mean_estimate(None), "`x`"),
        "rectangle_test contexts": (lambda d: incompat.rectangle_test(M(), contexts="x"), "`contexts`"),
        "influence contexts shape": (lambda d: influence.influence_estimates(M(), contexts=np.zeros((2, 7))),
                                     "`contexts`"),
        "save_result unwritable": (lambda d: results.save_result(E.analyze(M()), d / "no" / "r.json"), "`path`"),
        "save_result not a result": (lambda d: results.save_result("x", d / "r.json"), "`obj`"),
        "load_result missing": (lambda d: results.load_result(d / "none.json"), "`path`"),
        "load_result not json": (lambda d: results.load_result(_files(d) / "bad.json"), "`path`"),
        "load_result directory": (lambda d: results.load_result(d), "`path`"),
        "result_html not a result": (lambda d: results.result_html(3), "`obj`"),
        # the notebook audit: a matrix that is not a transition matrix, no state, a pi that does
        # not sum to 1 or is not numbers, a numeric argument given as text, observables=3
        "stationary rows not summing to 1": (lambda d: E.stationary(np.array([[0.5, 0.6], [0.5, 0.5]])),
                                             "`P` must be a transition matrix (rows summing to 1); row 0"),
        "stationary negative entry": (lambda d: E.stationary(np.array([[1.2, -0.2], [0.5, 0.5]])), "entries >= 0"),
        "stationary_law sparse rows": (lambda d: E.stationary_law(sparse.csr_matrix(np.full((2, 2), 0.4))), "`P`"),
        "stationary no state": (lambda d: E.stationary(np.zeros((0, 0))), "`P` must have at least one state"),
        "stationary strings": (lambda d: E.stationary(np.array([["a", "b"], ["c", "d"]])), "`P`"),
        "spectral_summary rows": (lambda d: E.spectral_summary(np.array([[0.5, 0.6], [0.5, 0.5]])), "`P`"),
        "spectral_summary unnormalised pi": (lambda d: E.spectral_summary(P2, np.array([0.5, 0.5]) * 2),
                                             "`pi` must be a probability vector"),
        "spectral_summary pi str": (lambda d: E.spectral_summary(P2, "x"), "`pi`"),
        "spectral_summary pi strings": (lambda d: E.spectral_summary(P2, ["a", "b"]), "`pi`"),
        "kernel temperature numeric str": (lambda d: E.glauber_kernel(M(), temperature="1"), "`temperature`"),
        "analyze eps str": (lambda d: E.analyze(M(), eps="0.25"), "`eps`"),
        "kernel lazy str": (lambda d: E.glauber_kernel(M(), lazy="0"), "`lazy`"),
        "run_chains observables int": (lambda d: sampling.run_chains(M(), n_chains=2, n_steps=9, observables=3),
                                       "`observables`"),
    }


CASES = _cases()


@pytest.mark.parametrize("name", list(CASES))
def test_bad_value_shape_or_path_is_a_glauber_error(name, tmp_path):
    call, needle = CASES[name]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(GlauberError) as info:
            call(tmp_path)
    msg = str(info.value)
    assert needle in msg, msg
    assert "allow_pickle" not in msg and "Traceback" not in msg


def test_a_text_file_as_pairwise_gets_no_numpy_pickle_advice(tmp_path):
    from toolkit.models import Pairwise

    with pytest.raises(GlauberError) as info:
        Pairwise.load(_files(tmp_path) / "text.txt")
    assert "pickle" not in str(info.value) and "not an .npz archive" in str(info.value)


def test_pairwise_logits_that_overflow_are_refused_without_a_numpy_warning(tmp_path):
    from toolkit.models import Pairwise

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow RuntimeWarning would fail here
        with pytest.raises(GlauberError, match="`h` and `J` are too large") as info:
            Pairwise.load(_files(tmp_path) / "huge.npz")
    assert "huge.npz" in str(info.value)


# ---------------------------------------------------------------------------- every subcommand
def _cli_cases(d):
    """``(argv, what the one error line must hold)`` per subcommand; ``d``: the folder of
    :func:`_files` (and an empty file ``afile``)."""
    tiny = ["--model", "tiny-en"]
    return {
        "exact": [
            (["exact", "--n", "x"], "--n"),
            (["exact", "--q", "1"], "`q`"),
            (["exact", "--temperature", "-1"], "`temperature`"),
            (["exact", "--lazy", "1"], "`lazy`"),
            (["exact", "--graph", "star"], "--graph"),
            (["exact", "--model", "nope"], "'nope'"),
            (["exact", "--model", f"pairwise:{d}/text.txt"], "text.txt"),
            (["exact", "--model", f"pairwise:{d}/strings.npz"], "`h`"),
            (["exact", "--model", f"pairwise:{d}/none.npz"], "none.npz"),
            (["exact", "--model", f"pairwise:{d}/huge.npz"], "huge.npz': `h` and `J` are too large"),
            (["exact", "--max-memory", "lots"], "`max_memory`"),
            (["exact", "--free", "all"], "--free"),
            (["exact", "--n", "200", "--q", "50"], "max_states"),
            (["exact", "--model-seed=-1", "--model", "random-pairwise"], "--model-seed"),
            # issue 14: the token set of a real MLM (checked before the model loads)
            (["exact", *tiny, "--tokens", "", "--n", "2"], "`--tokens`"),
            (["exact", *tiny, "--tokens", "the", "--n", "2"], "`--tokens`"),
            (["exact", *tiny, "--tokens", "the,the", "--n", "2"], "`--tokens`"),
            (["exact", *tiny, "--tokens", "the,lord", "--q", "3", "--n", "2"], "`--q`"),
            (["exact", *tiny, "--text", "   "], "`--text`"),
            (["exact", *tiny, "--text", "in the beginning", "--free", "x"], "`--free`"),
            (["exact", *tiny, "--text", "in the beginning", "--free", "3:1"], "`--free`"),
            # no input silently dropped or ignored: an empty token, toy options on a real MLM
            (["exact", *tiny, "--tokens", "the,lord,,king", "--n", "2"], "`--tokens` has an empty token"),
            (["exact", *tiny, "--tokens", "the,lord,", "--n", "2"], "`--tokens` has an empty token"),
            (["exact", *tiny, "--n", "2", "--coupling", "3", "--model-seed", "3"],
             "--coupling, --model-seed apply to toy families only"),
            (["sample", *tiny, "--scale", "3"], "--scale applies to toy families only"),
            (["study", "--model", "nonesuch", "--text", "x y"], "`--model`: unknown model name 'nonesuch'"),
            # a real MLM's device and batch size, checked before it loads
            (["exact", *tiny, "--device", "tpu"], "`--device` must be cpu, cuda, cuda:N or auto; got 'tpu'"),
            (["exact", *tiny, "--batch-size", "0"], "`--batch-size` must be >= 1"),
            # an unknown option points at the command's own --help
            (["exact", "--jsn"], "(see glauber exact --help)"),
            (["scan", "nlogn", "--jsn"], "(see glauber scan nlogn --help)"),
        ],
        "check": [
            (["check", "--temperature", "-1"], "`temperature`"),
            (["check", "--eps", "2"], "`eps`"),
            (["check", "--logit-rtol", "-1"], "`logit_rtol`"),
            (["check", "--model", f"pairwise:{d}/none.npz"], "none.npz"),
            (["check", "--n", "1000", "--q", "50"], "max_states"),
        ],
        "scan": [
            (["scan"], "KIND"),
            (["scan", "nlogn", "--n-min", "5", "--n-max", "3"], "`n_max`"),
            (["scan", "nlogn", "--sizes", "a,b"], "`--sizes`"),
            (["scan", "metastable", "--temperatures", "x"], "`--temperatures`"),
            (["scan", "metastable", "--temperatures=-1,1"], "`temperatures`"),
        ],
        "sample": [
            (["sample", "--n", "1000", "--q", "50"], "max_memory"),
            (["sample", "--seed", "x"], "--seed"),
            (["sample", "--seed=-1"], "--seed"),
            (["sample", "--chains", "1"], "`chains`"),
            (["sample", "--pairs", "0"], "`pairs`"),
            (["sample", "--burn-in=-5"], "`burn_in`"),
            (["sample", "--chain-coupling", "optimal"], "--chain-coupling"),
            (["sample", "--coupling", "strong"], "--coupling"),
            # logits that overflow: refused naming the flag, not 'non-finite logits' after a RuntimeWarning
            (["sample", "--coupling", "1e308"], "`--coupling` 1e+308 is too large for n = 6"),
            (["sample", "--model", "random-pairwise", "--scale", "1e300"], "`--scale` 1e+300 is too large"),
            (["sample", *tiny, "--text", "in the beginning"], "`--free`"),
        ],
        "rectangle": [
            (["rectangle", "--model", "potts"], "'potts'"),
            (["rectangle", "--top-k", "0"], "`top-k`"),
            (["rectangle", "--pairs", "random", "--n-pairs", "0"], "`n-pairs`"),
            (["rectangle", "--pairs", "diagonal"], "--pairs"),
        ],
        "window": [
            (["window", "--model", "potts"], "`--model`"),
            (["window", "--chains", "1"], "`chains`"),
            (["window", "--eps", "0"], "`eps`"),
            (["window", "--free", "0,1", "--free-positions", "1,2"], "give one of `--free`"),
        ],
        "phase": [
            (["phase", "--n", "x"], "`--n`"),
            (["phase", "--temperature", "0"], "`--temperature`"),
            # the grid is checked before numpy sees it (its RuntimeWarning, NaN temperatures)
            (["phase", "--temperature", "geom:-1:2:5"], "START and STOP must be finite numbers > 0"),
            (["phase", "--temperature", "0.5:inf:5"], "`--temperature`"),
            (["phase", "--temperature", "x:0.5:2:5"], "`--temperature`"),
            (["phase", "--model", "tiny-en", "--q", "5"], "--q applies to toy families only"),
            (["phase", "--model", "tiny-en", "--device", "tpu"], "`--device` must be cpu, cuda, cuda:N or auto"),
            (["phase", "--store", str(d)], str(d)),
            (["phase", "--executor", "gpu:3"], "`executor`"),
            (["phase", "--seed=-1"], "--seed"),
            (["phase", "--model-seed=-1"], "--model-seed"),
        ],
        "sweep": [
            (["sweep"], "--store"),
            (["sweep", "--store", str(d)], "`--store`"),
            (["sweep", "--store", f"{d}/none/r.sqlite"], "`--store`"),
            (["sweep", "--store", f"{d}/r.sqlite", "--n", "a"], "`n`"),
            (["sweep", "--store", f"{d}/r.sqlite", "--seed=-1"], "`seed`"),
            (["sweep", "--store", f"{d}/r.sqlite", "--estimator", "nope"], "'nope'"),
            (["sweep", "--store", f"{d}/r.sqlite", "--executor", "gpu"], "`executor`"),
            (["sweep", "--store", f"{d}/r.sqlite", "--n", "1000", "--q", "50"], "max_memory"),
        ],
        # issue 14: verify --out to a file and to a path that cannot be created
        "verify": [
            (["verify", "--out", f"{d}/afile"], "`--out`"),
            (["verify", "--out", f"{d}/afile/sub"], "`--out`"),
            (["verify", "--out", f"{d}/v", "--sections", "nope"], "`sections`"),
            (["verify", "--out", f"{d}/v", "--sections", ","], "`--sections`"),
        ],
    }


def test_every_subcommand_has_bad_input_cases(tmp_path):
    covered = set(_cli_cases(tmp_path))
    missing = [c for c in cli.COMMANDS if c not in covered and c not in OWNED_ELSEWHERE]
    assert not missing, f"add bad-input cases for: {missing}"


#: Subcommands whose bad-input cases live in their own test file.
OWNED_ELSEWHERE = {"study": "tests/test_cli_study.py (issue 16 point 1)",
                   "samplers": "tests/test_cli_samplers.py (issue 29)"}

CLI_IDS = [(cmd, k) for cmd, cases in _cli_cases(pathlib.Path("unused")).items() for k in range(len(cases))]


@pytest.mark.parametrize("cmd, k", CLI_IDS, ids=[f"{c}-{k}" for c, k in CLI_IDS])
def test_subcommand_bad_input_is_one_line_exit_2(cmd, k, tmp_path, capsys):
    _files(tmp_path)
    (tmp_path / "afile").write_text("")
    argv, needle = _cli_cases(tmp_path)[cmd][k]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("glauber") and ": error: " in lines[0], err
    assert needle in lines[0], err
    assert "Traceback" not in err and "allow_pickle" not in err


PLOTS = ["plot_tv_curve", "plot_spectrum", "plot_rectangles", "plot_trace", "plot_phase", "plot_escape", "plot_nlogn"]


@pytest.mark.parametrize("bad", ["x", None, {"a": 1}, 3], ids=["str", "None", "dict", "int"])
@pytest.mark.parametrize("name", PLOTS)
def test_plot_functions_name_their_bad_argument(name, bad):
    pytest.importorskip("matplotlib")
    import toolkit.plot as plot

    f = getattr(plot, name)
    first = next(iter(inspect.signature(f).parameters))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(GlauberError) as info:
            f(bad)
    assert f"`{first}`" in str(info.value), str(info.value)


def test_states_with_a_token_outside_the_vocabulary_are_refused():
    """Tokens are 0..q-1: token q (one past the last) is bad input, named, not an IndexError."""
    from toolkit.exceptions import InvalidInputError
    from toolkit.metastable import local_margin, quench
    from toolkit.models import potts

    model = potts(2, 3, 1.0)
    with pytest.raises(InvalidInputError, match="token 2 outside the vocabulary 0..1"):
        local_margin(model, np.array([[0, 2, 1]]))
    with pytest.raises(InvalidInputError, match="token 2 outside"):
        quench(model, np.array([[2, 0, 0]]))
