"""The commands' documented contracts that the fourth blind audit (part d, issue 30;
benchmarks/blind_audit_4d.py) found unpinned: exit statuses (0 success, 1 a check failed, 2 a
user error on one line: toolkit/app/cli.py), argument checks before any store or model,
the defaults and JSON keys the help and docstrings give."""

from __future__ import annotations

import inspect
import json

import pytest

import toolkit.testing
from toolkit.app.commands import check as check_cmd
from toolkit.app.commands import exact as exact_cmd
from toolkit.app.commands import scan as scan_cmd
from toolkit.app.commands import window as window_cmd
from toolkit.calibration import sampled_summary
from toolkit.cli import main
from toolkit.exceptions import InvalidInputError


def _error(capsys) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


class _Failing:
    """A report whose claims, bounds or checks are said to fail (``all_hold``/``all_ok``
    False), everything else the real report's: what the exit status must follow."""

    all_hold = False
    all_ok = False

    def __init__(self, report):
        self._report = report

    def __getattr__(self, name):
        return getattr(self._report, name)


# ------------------------------------------------------------------ exit status 1: a check failed
def test_check_exits_1_when_a_claim_fails(monkeypatch, capsys):
    argv = ["check", "--model", "potts", "--q", "2", "--n", "3"]
    assert main(argv) == 0  # every theorem holds on the real chain
    capsys.readouterr()
    real = check_cmd.check_claims
    monkeypatch.setattr(check_cmd, "check_claims", lambda *a, **k: _Failing(real(*a, **k)))
    assert main(argv) == 1  # "Exit status 1 when a claim whose hypothesis holds fails" (its --help)


def test_scan_exits_1_when_its_bound_fails(monkeypatch, capsys):
    argv = ["scan", "nlogn", "--n-min", "2", "--n-max", "3", "-T", "2"]
    assert main(argv) == 0
    capsys.readouterr()
    real = scan_cmd.nlogn_scan
    monkeypatch.setattr(scan_cmd, "nlogn_scan", lambda *a, **k: _Failing(real(*a, **k)))
    assert main(argv) == 1  # cli.py: exit status 1, a check failed


def test_window_exits_1_when_a_sampled_check_fails(monkeypatch, capsys):
    pytest.importorskip("torch")
    pytest.importorskip("transformers")  # the command builds tiny-en before real_window
    from toolkit.app.window import real_window
    from toolkit.models import potts

    # a cold, short Potts window whose sampled rows miss their exact values (all_ok False, by the
    # library's own rows), returned in place of the tiny-en window the command builds
    failing = real_window(potts(2, 2, 1.0), temperature=0.1, n_chains=4, n_steps=50, n_pairs=2, n_replicates=8,
                          n_contexts=4, rng=0)
    assert failing.all_ok is False
    monkeypatch.setattr(window_cmd, "real_window", lambda *a, **k: failing)
    assert main(["window", "--n", "2", "--tokens", "the,king,lord", "--steps", "8", "--chains", "2"]) == 1


# ------------------------------------------------------------------ user errors: one line, exit 2
def test_an_error_message_with_a_newline_is_printed_on_one_line(monkeypatch, capsys):
    def run(args):
        raise InvalidInputError("first part\nsecond part")

    monkeypatch.setattr(exact_cmd, "run", run)  # main builds its parser, and each command's _run, per call
    assert main(["exact"]) == 2
    assert _error(capsys) == "glauber exact: error: first part second part"


def test_check_refuses_a_negative_logit_rtol_before_the_model_is_enumerated(capsys):
    # 3**30 states are beyond enumeration: the flag's own check must answer first
    assert main(["check", "--model", "potts", "--q", "3", "--n", "30", "--logit-rtol", "-1"]) == 2
    err = _error(capsys)
    assert "logit_rtol" in err and "-1" in err and "states" not in err


@pytest.mark.parametrize("start, msg", [
    ("2 0 1", "'2' is not one of the tokens"),                   # token index q = 2 of a q = 2 model
    ("0 1 0 1", "give the 3 tokens of a state (or an index); got 4"),  # n + 1 tokens
])
def test_exact_start_refuses_a_token_past_q_and_too_many_tokens(start, msg, capsys):
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "3", "--start", start]) == 2
    assert msg in _error(capsys)


# ------------------------------------------------------------------ glauber sweep: before the store
def test_sweep_refuses_a_negative_seed_among_others_before_the_store(tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    assert main(["sweep", "--model", "potts", "--q", "2", "--n", "2", "--seed=-1,0", "--store", str(store)]) == 2
    assert "seeds are integers >= 0; got -1" in _error(capsys)
    assert not store.exists()


def test_sweep_memory_guard_takes_a_max_memory_below_the_cap(tmp_path, capsys):
    # potts q = 3, n = 4: its coupling array J (n, n, q, q) holds 8 * 4*4*3*3 = 1152 bytes > 1000
    store = tmp_path / "m.sqlite"
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "4", "--max-memory", "1000", "--store",
                 str(store)]) == 2
    err = _error(capsys)
    assert "coupling array J" in err and "raise --max-memory" in err
    assert not store.exists()
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "4", "--max-memory", "1200", "--store",
                 str(store), "--no-progress"]) == 0  # 1152 bytes fit


def test_sweep_exact_phase_estimator_has_the_enumeration_guard(tmp_path, capsys):
    # potts q = 3, n = 16: 3**16 = 4.3e7 states, above the 2e7 of exact.space.DEFAULT_MAX_STATES
    store = tmp_path / "p.sqlite"
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "16", "--estimator", "exact-phase", "--store",
                 str(store)]) == 2
    err = _error(capsys)
    assert "`--n` 16 with --estimator exact-phase" in err and "enumeration guard" in err
    assert not store.exists()


def test_sweep_refuses_a_size_below_the_number_of_free_sites(tmp_path, capsys):
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    store = tmp_path / "f.sqlite"
    assert main(["sweep", "--model", "tiny-en", "--tokens", "the,king,lord", "--text", "and the king said to the",
                 "--free", "1,2,3", "--n", "2", "--store", str(store)]) == 2
    assert "`--n` 2 does not match the 3 sites of `--free`" in _error(capsys)
    assert not store.exists()


def test_sweep_json_counts_new_and_reused_tasks(tmp_path, capsys):
    argv = ["sweep", "--model", "potts", "--q", "2", "--n", "2,3", "--temperature", "1", "--store",
            str(tmp_path / "r.sqlite"), "--json", "--no-progress"]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert (first["n_tasks"], first["n_new"], first["n_skipped"]) == (2, 2, 0)
    assert main(argv) == 0  # the same grid again: every task is in the store
    again = json.loads(capsys.readouterr().out)
    assert (again["n_tasks"], again["n_new"], again["n_skipped"]) == (2, 0, 2)


# ------------------------------------------------------------------ glauber samplers
def test_samplers_steps_zero_is_the_samplers_own_law(capsys):
    # P^0 is the identity: the TV after t = 0 Glauber steps is TV(law, pi_T) itself
    assert main(["samplers", "--model", "potts", "--q", "2", "--n", "3", "--steps", "0,1", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["t"] == [0, 1]
    for tv_pi, after in zip(doc["tv_pi"], doc["tv_after"], strict=True):
        assert after[0] == pytest.approx(tv_pi, abs=1e-12)


def test_samplers_json_carries_the_laws_and_pi_only_with_laws(capsys):
    argv = ["samplers", "--model", "potts", "--q", "2", "--n", "3", "--samplers", "random", "--json"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    assert "laws" not in doc and "pi" not in doc  # q^n numbers each: only with --laws
    assert main([*argv, "--laws"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len(doc["pi"]) == 2 ** 3 and sum(doc["pi"]) == pytest.approx(1.0)
    assert len(doc["laws"]) == 1 and len(doc["laws"][0]) == 2 ** 3


# ------------------------------------------------------------------ glauber sample
def test_sample_toy_coupling_defaults_are_the_librarys(capsys):
    # a toy model's coupling bound: --pairs and --replicates default to sampled_summary's own
    # n_pairs and n_replicates (8 start pairs, 64 replicates each)
    sig = inspect.signature(sampled_summary).parameters
    assert main(["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "2", "--steps", "8",
                 "--coupling-steps", "50", "--json", "--no-progress"]) == 0
    args = json.loads(capsys.readouterr().out)["glauber"]["arguments"]
    assert (args["pairs"], args["replicates"]) == (sig["n_pairs"].default, sig["n_replicates"].default) == (8, 64)


# ------------------------------------------------------------------ toolkit.testing
def test_toolkit_testing_exports_every_name_its_docstring_lists():
    # the module docstring's list (issue 28): what `from toolkit.testing import *` must give
    listed = {"check_sampler", "check_stationary", "SamplerReport", "reference_step", "planted_step", "MISTAKES",
              "with_specials", "text_step"}
    assert set(toolkit.testing.__all__) == listed
    namespace: dict = {}
    exec("from toolkit.testing import *", namespace)
    assert listed <= set(namespace)
