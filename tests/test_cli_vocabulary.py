"""The one CLI vocabulary (issue 14, points 1-3, 5-6): --version and bare ``glauber``; every
command has --progress/--no-progress and --json, one --max-states default, --coupling is
the Potts coupling everywhere; guards answer before any model array is built, in readable
sizes; the JSON of every command is self-describing, standard (no NaN/Infinity) and
byte-identical between same-seed runs apart from its ``timings``; sampled output warns
when it has not converged."""

from __future__ import annotations

import importlib.metadata
import json
import re

import pytest

from exact.space import DEFAULT_MAX_STATES
from toolkit.app import cli, output
from toolkit.app.commands import _common
from toolkit.cli import main


def _leaves():
    """``(command path, its parser)`` of every subcommand (``scan nlogn``, ``scan metastable``)."""
    parser = cli.build_parser()
    out = []

    def walk(path, p):
        subs = [a for a in p._actions if isinstance(getattr(a, "choices", None), dict)]
        if not subs:
            out.append((path, p))
        for a in subs:
            for name, child in a.choices.items():
                walk(f"{path} {name}".strip(), child)

    walk("", parser)
    return out


LEAVES = _leaves()


def _options(p):
    return {o: a for a in p._actions for o in a.option_strings}


def _strict_json(text: str):
    """JSON as the standard defines it: NaN and Infinity are not numbers there."""
    def refuse(name):
        raise AssertionError(f"non-standard JSON constant {name}")
    return json.loads(text, parse_constant=refuse)


# ---------------------------------------------------------------------------- entry points
def test_version_is_the_installed_package_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"glauber {importlib.metadata.version('glauber-mlm')}"


def test_bare_glauber_prints_help_and_exits_0(capsys):
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: glauber") and all(c in out for c in ("exact", "sample", "sweep", "verify"))


# ---------------------------------------------------------------------------- one vocabulary
def test_the_walk_sees_every_command():
    paths = {path for path, _ in LEAVES}
    assert {"exact", "check", "scan nlogn", "scan metastable", "sample", "rectangle", "window", "phase",
            "sweep", "verify"} <= paths


@pytest.mark.parametrize("path, parser", LEAVES, ids=[p for p, _ in LEAVES])
def test_every_command_has_progress_json_and_one_meaning_per_flag(path, parser):
    opts = _options(parser)
    assert {"--progress", "--no-progress", "--json"} <= set(opts), path
    assert opts["--progress"].default is None  # None: on when stderr is a terminal
    if "--max-states" in opts:
        assert opts["--max-states"].default == DEFAULT_MAX_STATES
    if "--coupling" in opts:  # always the Potts coupling, a number
        assert opts["--coupling"].type is float and opts["--coupling"].dest == "coupling"
    if "--model-seed" in opts:
        assert opts["--model-seed"].dest == "model_seed"
    assert "--sample-seed" not in opts


def test_progress_is_on_by_default_terminal_or_not(monkeypatch):
    # issue 26: a pipe, a log file or a notebook gets progress lines too; --quiet (progress
    # False) or GLAUBER_PROGRESS=off silences it
    import argparse

    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    monkeypatch.setattr("sys.stderr.isatty", lambda: False)
    assert _common.show_progress(argparse.Namespace(progress=None)) is True
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    assert _common.show_progress(argparse.Namespace(progress=None)) is True
    assert _common.show_progress(argparse.Namespace(progress=False)) is False
    monkeypatch.setenv("GLAUBER_PROGRESS", "off")
    assert _common.show_progress(argparse.Namespace(progress=None)) is False
    assert _common.show_progress(argparse.Namespace(progress=True)) is True


def test_sample_coupling_is_the_potts_coupling_and_chain_coupling_the_kind(capsys):
    base = ["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "4", "--steps", "40", "--pairs",
            "1", "--replicates", "4", "--json"]
    assert main([*base, "--coupling", "0.5", "--chain-coupling", "crn"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["model_params"]["coupling"] == 0.5
    assert any("(crn)" in q["estimate"]["method"] for q in out["quantities"] if "coupling" in q["name"])


def test_model_seed_and_seed_are_two_seeds(capsys):
    base = ["exact", "--model", "random-pairwise", "--q", "2", "--n", "3", "--json"]
    gaps = {}
    for s in (1, 2):
        assert main([*base, "--model-seed", str(s)]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["seeds"]["model_seed"] == s and out["model_params"]["seed"] == s
        gaps[s] = out["spectral_gap"]
    assert gaps[1] != gaps[2]  # another random model
    assert main(["sample", "--model", "random-pairwise", "--q", "2", "--n", "3", "--model-seed", "4", "--seed", "9",
                 "--chains", "4", "--steps", "40", "--pairs", "1", "--replicates", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seeds"] == {"model_seed": 4, "seed": 9}


def test_verify_progress_flags_reach_each_section(tmp_path, monkeypatch, capsys):
    import toolkit.app.commands.verify as verify_command

    seen = {}

    class Stub:
        ok, claims, failures, seconds = True, [], [], 0.0

        def claims_table(self):
            return ""

    def fake_verify(out, *, progress=None, **kw):
        seen["progress"] = progress
        if progress is not None:
            progress("[reference] section 1/1 started")
        return Stub()

    monkeypatch.setattr(verify_command, "verify", fake_verify)  # toolkit.app.report.verify, as the command holds it
    assert main(["verify", "--out", str(tmp_path / "r"), "--progress"]) == 0
    assert callable(seen["progress"]) and "[reference] section 1/1 started" in capsys.readouterr().err
    assert main(["verify", "--out", str(tmp_path / "r"), "--no-progress"]) == 0
    assert seen["progress"] is None and capsys.readouterr().err == ""


# ---------------------------------------------------------------------------- guards before work
@pytest.mark.parametrize("argv, needle", [
    (["exact", "--n", "200", "--q", "50"], "50**200 = 6.2e+339 states"),     # 200 log10(50) = 339.79
    (["exact", "--n", "1000", "--q", "50"], "50**1000 = 9.3e+1698 states"),  # 1000 log10(50) = 1698.97
    (["exact", "--n", "100", "--q", "50"], "50**100 = 7.9e+169 states"),     # 100 log10(50) = 169.90
    (["check", "--n", "1000", "--q", "50"], "50**1000"),
    # 8 * 1000**2 * 50**2 bytes = 2e10 = 18.6 GiB
    (["sample", "--n", "1000", "--q", "50"], "~18.6 GiB, above the memory limit of 8.0 GiB"),
    # the same array, 8 * 200**2 * 50**2 = 8e8 bytes = 763 MiB, against a lower limit
    (["sample", "--n", "200", "--q", "50", "--max-memory", "500MB"], "~762.9 MiB"),
    (["sample", "--model", "random-table", "--q", "50", "--n", "1000"], "logit table"),
])
def test_guards_answer_before_any_model_is_built(argv, needle, monkeypatch, capsys):
    def no_model(*a, **k):
        raise AssertionError("a model was built before the guard")

    monkeypatch.setattr(_common, "make_model", no_model)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert needle in err, err
    assert not re.search(r"\d{16,}", err), err  # no 170- or 300-digit numbers
    assert "Traceback" not in err and "OverflowError" not in err


# ---------------------------------------------------------------------------- JSON
def test_json_envelope_writes_non_finite_numbers_as_null():
    import argparse

    args = argparse.Namespace(command="exact", seed=1)
    text = output.dump_json(output.envelope(args, {"a": float("inf"), "b": [float("nan"), 1.0], "seconds": 2.5}))
    out = _strict_json(text)
    assert out["a"] is None and out["b"] == [None, 1.0]
    assert list(out)[-1] == "timings" and out["timings"] == {"seconds": 2.5} and "seconds" not in out


RUNS = {
    "exact": ["exact", "--model", "potts", "--q", "2", "--n", "3", "--json"],
    "check": ["check", "--model", "asymmetric-pairwise", "--q", "2", "--n", "3", "--json"],
    "scan nlogn": ["scan", "nlogn", "--model", "potts", "--q", "2", "--graph", "cycle", "--n-max", "4", "--json"],
    "scan metastable": ["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "--temperatures", "1,0.5",
                        "--json"],
    "sample": ["sample", "--model", "random-pairwise", "--q", "2", "--n", "3", "--model-seed", "3", "--seed", "5",
               "--chains", "4", "--steps", "60", "--pairs", "1", "--replicates", "4", "--compare-exact", "--json"],
}


@pytest.mark.parametrize("name", list(RUNS))
def test_json_is_self_describing_and_same_seed_runs_are_byte_identical_but_timings(name, capsys):
    texts = []
    for _ in range(2):
        assert main(RUNS[name]) == 0
        texts.append(capsys.readouterr().out)
    a, b = (_strict_json(t) for t in texts)
    assert {"model", "q", "n", "model_params", "seeds", "glauber", "timings"} <= set(a)
    assert a["glauber"]["version"] == importlib.metadata.version("glauber-mlm")
    assert a["glauber"]["command"] == name
    assert list(a)[-1] == "timings"
    # every byte up to the timings, the last key, is the same
    assert texts[0].rsplit('"timings"', 1)[0] == texts[1].rsplit('"timings"', 1)[0]
    assert a["timings"] and all(k not in json.dumps({k: v for k, v in a.items() if k != "timings"})
                                for k in ('"seconds"', '"wall_seconds"'))


def test_sweep_json_is_self_describing_and_reproducible(tmp_path, monkeypatch, capsys):
    argv = ["sweep", "--model", "potts", "--q", "2", "--n", "2,3", "--temperature", "1,2", "--seed", "0,1",
            "--estimator", "exact,sampled-order", "--option", "n_chains=8", "--option", "n_sweeps=4",
            "--store", "r.sqlite", "--no-progress", "--json"]
    texts = []
    for k in range(2):  # two fresh stores at the same relative path: the same arguments
        (tmp_path / str(k)).mkdir()
        monkeypatch.chdir(tmp_path / str(k))
        assert main(argv) == 0
        texts.append(capsys.readouterr().out)
    out = _strict_json(texts[0])
    assert out["n_tasks"] == 12 and out["n_new"] == 12 and len(out["results"]) == 12
    assert out["seeds"] == {"model_seed": None, "seed": [0, 1]} and out["model"] == "potts"
    assert set(out["timings"]) == {"seconds", "task_seconds"} and len(out["timings"]["task_seconds"]) == 12
    assert texts[0].rsplit('"timings"', 1)[0] == texts[1].rsplit('"timings"', 1)[0]


# ---------------------------------------------------------------------------- sampled-output warnings
def test_unconverged_sample_warns_in_table_and_json(capsys):
    # the README tour's former run, shortened: T = 1 on the complete graph mixes slowly
    argv = ["sample", "--model", "potts", "--q", "2", "--n", "6", "--chains", "16", "--steps", "300",
            "--pairs", "1", "--replicates", "8", "--compare-exact"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert re.search(r"warning: R-hat frac\(0\) = [\d.]+ > 1.01", out)
    assert main([*argv, "--json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    kinds = {w["kind"] for w in warnings}
    assert {"rhat", "ess"} <= kinds
    rhat = next(w for w in warnings if w["kind"] == "rhat")
    assert rhat["value"] > rhat["threshold"] == 1.01 and rhat["quantity"] == "R-hat frac(0)"


def test_converged_sample_has_no_convergence_warning(capsys):
    # independent sites: every draw independent, R-hat - 1 ~ 1/N and ESS ~ chains x steps
    assert main(["sample", "--model", "independent", "--q", "2", "--n", "3", "--chains", "8", "--steps", "2000",
                 "--pairs", "1", "--replicates", "4", "--json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    assert not [w for w in warnings if w["kind"] in ("rhat", "ess")], warnings


# ---------------------------------------------------------------------------- Ctrl-C
STUCK = """
import sys, time
from toolkit.app._interrupt import guard_interrupts
with guard_interrupts("sample", grace=0.5):
    ready = False
    while True:
        try:  # the first print inside too: a Ctrl-C that lands during it is ignored as well
            if not ready:
                ready = True
                print("ready", flush=True)
            time.sleep(10)
        except KeyboardInterrupt:
            pass  # a main thread that does not act on Ctrl-C, as one inside a long numpy call
"""


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGINT") or __import__("sys").platform == "win32",
                    reason="POSIX signals")
def test_ctrl_c_ends_a_command_whose_main_thread_does_not_answer():
    import signal
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-c", STUCK], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # see test_cli_sweep
    try:
        assert proc.stdout.readline().strip() == "ready"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:  # pragma: no cover - only when an assertion above failed
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130 and err == "glauber sample: interrupted\n", (proc.returncode, err)


def test_the_interrupt_guard_leaves_a_normal_ctrl_c_alone(capsys):
    import signal

    from toolkit.app._interrupt import guard_interrupts

    before = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(before)
    # Python's own handler for the test (the full suite once ran it with another one installed)
    handler = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        # a long grace: the main thread answers (KeyboardInterrupt) long before any forced exit
        with pytest.raises(KeyboardInterrupt), guard_interrupts("exact", grace=30.0):
            signal.raise_signal(signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, handler)
    assert signal.set_wakeup_fd(before) == before  # the wakeup fd is restored
