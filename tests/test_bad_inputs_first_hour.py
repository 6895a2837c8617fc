"""The second first-hour pass (issue 26, point 1): the 14 inputs a new user found answered
badly (a foreign exception, a traceback, a silent wrong answer, minutes of silence), and
the >= 100 bad inputs of the repeat pass (:mod:`tests.bad_inputs_cases`), each answered by
a :class:`~toolkit.exceptions.GlauberError` naming the remedy (command line: exit 2 and one
line), or, where the input is fine after all, by a result.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tracemalloc
import warnings

import numpy as np
import pytest

from tests import bad_inputs_cases as cases
from toolkit.app import cli
from toolkit.app.commands import _common
from toolkit.exceptions import GlauberError, InvalidInputError, MemoryLimitError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = cases.python_cases()
CLI = cases.cli_cases()


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("bad")
    cases.make_files(d)
    return str(d)


def test_the_pass_has_at_least_100_inputs():
    assert len(PY) + len(CLI) >= 100, (len(PY), len(CLI))


@pytest.mark.parametrize("name", list(PY))
def test_python_bad_input(name, files):
    call, expect = PY[name]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's ComplexWarning or RuntimeWarning is not an answer
        if expect is cases.RUNS:
            call(files)
            return
        with pytest.raises(GlauberError) as info:
            call(files)
    msg = str(info.value)
    assert expect in msg, msg
    assert "\n" not in msg and "Traceback" not in msg


@pytest.mark.parametrize("name", list(CLI))
def test_cli_bad_input_is_one_line_exit_2(name, files, capsys, monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "off")
    argv, expect = CLI[name]
    assert cli.main([a.format(d=files) for a in argv]) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("glauber") and ": error: " in lines[0], err
    assert expect in lines[0], err


# ---------------------------------------------------------------------------- memory guards
#: Every public constructor of toolkit.models that builds a dense array from q and n.
BUILDERS = ("potts", "curie_weiss", "random_pairwise", "random_table", "random_joint", "planted_margin",
            "random_exchangeable")


@pytest.mark.parametrize("name", BUILDERS)
def test_every_dense_builder_takes_a_memory_guard(name):
    import inspect

    import toolkit.models as models

    f = getattr(models, name)
    p = inspect.signature(f).parameters["max_memory"]
    assert p.kind is p.KEYWORD_ONLY and p.default == "8GiB"


def test_the_guard_answers_before_anything_is_allocated():
    from toolkit.models import random_pairwise

    tracemalloc.start()
    try:
        with pytest.raises(MemoryLimitError) as info:
            random_pairwise(2, 10**6, 0.5, rng=0)  # 8 * 10**12 * 4 bytes = 29.1 TiB
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2**20, peak
    assert info.value.bytes_needed == pytest.approx(8 * 4e12)


def test_builders_keep_their_models_and_seeds():
    # the peak-memory rewrite (no copy of J, the symmetric fill row by row, J filled in place)
    # builds the same models: compared with the formulas written out densely here
    from toolkit.models import curie_weiss, potts, random_pairwise

    rng = np.random.default_rng(7)
    h = rng.normal(0.0, 0.5, size=(5, 3))
    J = rng.normal(0.0, 0.5, size=(5, 5, 3, 3))
    iu, ju = np.triu_indices(5, 1)
    J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)
    np.fill_diagonal(J[:, :, 0, 0], 0.0)
    J[np.arange(5), np.arange(5)] = 0.0
    m = random_pairwise(3, 5, 0.5, symmetric=True, rng=7)
    assert np.array_equal(m.h, h) and np.array_equal(m.J, J) and m.is_compatible()
    s = np.array([-1.0, 1.0])
    cw = curie_weiss(4, 2.0, field=0.5)
    for i in range(4):
        for j in range(4):
            want = 0.0 if i == j else 2.0 / 4 * np.outer(s, s)
            assert np.array_equal(cw.J[i, j], np.broadcast_to(want, (2, 2)))
    assert np.array_equal(cw.h, np.tile(0.5 * s, (4, 1)))
    p = potts(3, 4, 1.5, graph="cycle")
    for i in range(4):
        for j in range(4):
            edge = (i - j) % 4 in (1, 3)
            assert np.array_equal(p.J[i, j], 1.5 * np.eye(3) if edge else np.zeros((3, 3)))


# ---------------------------------------------------------------------------- mixing_time's pi
def test_mixing_time_refuses_a_wrong_pi_that_changed_the_answer():
    import exact
    from toolkit.models import random_pairwise

    K = exact.glauber_kernel(random_pairwise(2, 3, 0.5, rng=0), temperature=1.0)
    pi = exact.stationary(K)
    truth = exact.mixing_time(K).t_mix
    assert exact.mixing_time(K, pi=pi).t_mix == truth
    # a uniform pi moved t_mix before it was checked (a dense TV against the wrong law here)
    d = [0.5 * np.abs(np.linalg.matrix_power(K.dense(), t) - 1 / 8).sum(axis=1).max() for t in range(1, 12)]
    wrong = 1 + next(t for t, v in enumerate(d) if v <= 0.25)
    assert wrong != truth  # the silent wrong answer the check now refuses
    with pytest.raises(InvalidInputError, match="not the stationary law"):
        exact.mixing_time(K, pi=np.ones(8) / 8)


# ---------------------------------------------------------------------------- the command line
def test_a_full_stdout_is_one_line_exit_2():
    env = {**os.environ, "PYTHONPATH": ROOT, "GLAUBER_PROGRESS": "off"}
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "toolkit", "sample", "--n", "3", "--q", "2", "--chains", "4",
                               "--steps", "40", "--pairs", "1", "--replicates", "2", "--json"],
                              stdout=full, stderr=subprocess.PIPE, text=True, env=env, timeout=300)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "No space left on device" in lines[0], proc.stderr


@pytest.mark.parametrize("argv", [["sample", "--coupling", "-1e308"], ["sample", "--coupling=-1e308"]])
def test_negative_values_are_values(argv, capsys):
    assert cli.main(argv) == 2
    assert "`--coupling` -1e+308 is too large for n = 6" in capsys.readouterr().err


def test_a_negative_coupling_runs(capsys):
    assert cli.main(["exact", "--n", "3", "--q", "2", "--coupling", "-0.5e0", "--json"]) == 0
    assert '"coupling": -0.5' in capsys.readouterr().out


def test_the_sample_cost_is_announced_before_the_run(monkeypatch, capsys):
    import toolkit.app.commands.sample as sample_command  # holds logits_cost and sampled_summary

    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    monkeypatch.setattr(sample_command, "logits_cost", lambda model, batch=16, rng=None: (0.0, 1e-3))  # 1000 rows/s

    def stop(*a, **k):
        raise InvalidInputError("stopped before sampling")

    monkeypatch.setattr(sample_command, "sampled_summary", stop)
    argv = ["sample", "--model", "tiny-en", "--text", cases.TEXT, "--free", "all", "--chains", "100000",
            "--steps", "10"]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    # 9 free sites: 10**5 chains x 10 steps = 1e6 rows, the log pseudo-likelihood 10**5 x 6 recorded
    # steps x 9 sites = 5.4e6; the coupling 2 x 2 pairs x 8 replicates x 10 steps x 2 chains = 640;
    # (6.4e6 + 640) / 1000 rows/s = 6400.6 s = 1 h 46 min
    assert "estimated cost ~1 h 46 min (6.4e+06 forward rows of the chains" in err, err
    assert "at most 640 of the coupled pairs" in err
    assert err.index("estimated cost") < err.index("stopped before sampling")
    monkeypatch.setattr(sample_command, "logits_cost", lambda model, batch=16, rng=None: (1.0, 0.0))  # 1 s a call
    assert cli.main(["sample", "--n", "3", "--q", "2"]) == 2
    assert "estimated cost" in capsys.readouterr().err
    assert cli.main(["sample", "--n", "3", "--q", "2", "--quiet"]) == 2
    assert "estimated cost" not in capsys.readouterr().err


@pytest.mark.mlm
def test_real_q_before_loading_matches_the_loaded_models():
    from toolkit.models import make_model

    for name, (q_default, q_all) in _common.REAL_Q.items():
        assert make_model(name).vocab_size == q_default, name
        kw = {"n": 2} if name == "tiny-en" else {}
        assert make_model(name, tokens="all", **kw).vocab_size == q_all, name


@pytest.mark.parametrize("argv, needle", [
    (["rectangle", "--model", "tiny-en", "--top-k", "100000"], "`--top-k` must be <= the 200 tokens of V"),
    (["window", "--model", "tiny-en", "--n", "12"], "8**12"),
    (["window", "--model", "sapiens-vh", "--text", "EVQLVESGGGLVQPGG", "--free", "all"], "20**16"),
])
def test_real_model_errors_come_before_the_model_loads(argv, needle, monkeypatch, capsys):
    def no_model(*a, **k):
        raise AssertionError("the model was loaded before the check")

    monkeypatch.setattr(_common, "make_model", no_model)
    assert cli.main(argv) == 2
    assert needle in capsys.readouterr().err


# ---------------------------------------------------------------------------- progress
def test_phase_writes_progress_lines_to_a_log_while_it_runs(tmp_path):
    # the acceptance line `glauber phase --model curie-weiss 2>log </dev/null | cat`, on a small
    # grid and with a line every millisecond instead of 10 s (a fast machine ran the whole sweep in
    # 0.3 s, before a 0.3 s heartbeat's first line, and a run with no line prints no "done" line)
    env = {**os.environ, "PYTHONPATH": ROOT, "GLAUBER_PROGRESS_INTERVAL": "0.001"}
    env.pop("GLAUBER_PROGRESS", None)
    log = tmp_path / "log"
    with open(log, "w") as err, open(os.devnull) as nothing:
        proc = subprocess.run([sys.executable, "-m", "toolkit", "phase", "--model", "curie-weiss", "--n",
                               "8,12,16,24", "-T", "0.6:1.4:5", "--store", str(tmp_path / "s.sqlite")],
                              stdin=nothing, stdout=subprocess.PIPE, stderr=err, env=env, timeout=300)
    assert proc.returncode == 0
    text = log.read_text()
    assert "sweep: done, 20 tasks in" in text, text
    assert "glauber phase: finite-size-scaling verdict" in text


def test_progress_lines_say_the_fraction_and_the_rest():
    from toolkit._progress import Progress

    out = io.StringIO()
    p = Progress(10, "job", unit="task", file=out, interval=0, mode="lines")
    p._t0 -= 30.0  # 30 s so far
    p.update(3)
    p.close()
    first, last = out.getvalue().splitlines()
    # 3 of 10 in 30 s: the rest at that rate is 30 * 7/3 = 70 s
    assert first == "job: 3/10 tasks (30%), 30 s so far, ~1 min 10 s left"
    assert last == "job: done, 3 tasks in 30 s"


def test_quiet_silences_progress(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("GLAUBER_PROGRESS_INTERVAL", "0.001")
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    argv = ["sweep", "--model", "curie-weiss", "--n", "2:8", "-T", "1", "--estimator", "exact-phase"]
    assert cli.main([*argv, "--store", str(tmp_path / "a.sqlite")]) == 0
    assert "sweep: done, 7 tasks in" in capsys.readouterr().err  # progress by default, not on a terminal
    assert cli.main([*argv, "--store", str(tmp_path / "b.sqlite"), "--quiet"]) == 0
    assert "tasks" not in capsys.readouterr().err


def test_verify_stage_lines_weigh_the_rest_by_the_recorded_section_times():
    from toolkit.app import report

    chosen = list(report.SECTION_ORDER)
    typical = report.TYPICAL_SECONDS
    k = chosen.index("phase") + 1  # the phase section starts after 200 s
    # a section the recorded run did not have (the soundness section came later) weighs 5 s
    done = sum(typical.get(c, 5.0) for c in chosen[:k - 1]) / sum(typical.get(c, 5.0) for c in chosen)
    rest = 200 * (1 - done) / done  # the sections before phase are a small share: most is left
    line = report._stage_line("phase", k, chosen, 200.0, real=True)
    from toolkit._progress import format_seconds

    assert line == f"[phase] section {k}/{len(chosen)} started, 3 min 20 s so far, ~{format_seconds(rest)} left"
    assert rest > 9 * 200  # the phase section dominates (90 % of the recorded run)


def test_verify_section_weights_are_those_of_the_newest_demo_record():
    """TYPICAL_SECONDS must be the ``sections_s`` of the newest README-times record's ``demo``
    run (benchmarks/readme_times.py writes it), not typed by hand."""
    import glob
    import json

    from toolkit.app import report

    records = []
    for path in sorted(glob.glob(os.path.join(ROOT, "benchmarks", "results", "readme-times-*.json"))):
        with open(path) as fh:
            demo = json.load(fh)["commands"].get("demo")  # a record may time only some commands
        if demo is not None:
            records.append((path, demo["sections_s"]))
    newest, recorded = records[-1]
    assert report.TYPICAL_SECONDS == recorded, os.path.basename(newest)
