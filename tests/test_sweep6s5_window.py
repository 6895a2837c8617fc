"""Contract sweep (issue 30, branch sweep6s5): ``glauber window``'s defaults (tiny-en,
--chains 32, --steps 1000, eps 1/4, T = 1, seed 0) and its guards at the boundary
(--chains 2, --steps 8), what it hands real_window, its exit status, the
infinite-exact warning (without loading a model: build_model and real_window are stubbed)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.commands.window as window
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def seen(monkeypatch):
    calls = []

    def build_model(args, **kw):
        calls.append(("model", args.model, kw))
        return "MODEL"

    def real_window(model, **kw):
        calls.append(("window", model, kw))
        raise InvalidInputError("stop here")

    monkeypatch.setattr(window, "build_model", build_model)
    monkeypatch.setattr(window, "real_window", real_window)
    return calls


def test_defaults_reach_real_window(seen):
    assert main(["window"]) == 2
    (_, name, bkw), (_, model, kw) = seen
    assert name == "tiny-en" and bkw == {"enumerate": True} and model == "MODEL"
    assert (kw["n_chains"], kw["n_steps"], kw["eps"], kw["temperature"], kw["rng"], kw["memoize"]) == \
        (32, 1000, 0.25, 1.0, 0, False)


def test_options_reach_real_window(seen):
    assert main(["window", "--chains", "2", "--steps", "8", "--memoize", "--seed", "7", "-T", "2.5",
                 "--eps", "0.1", "--max-states", "500"]) == 2
    kw = seen[-1][2]
    assert (kw["n_chains"], kw["n_steps"], kw["memoize"], kw["rng"], kw["temperature"], kw["eps"],
            kw["max_states"]) == (2, 8, True, 7, 2.5, 0.1, 500.0)


@pytest.mark.parametrize("argv, needle", [(["--chains", "1"], "`chains` must be >= 2; got 1"),
                                          (["--steps", "7"], "`steps` must be >= 8; got 7"),
                                          (["--model", "potts"], "glauber window runs on real MLMs"),
                                          (["--free", "0", "--free-positions", "1"], "give one of `--free`")])
def test_refusals(seen, capsys, argv, needle):
    assert main(["window", *argv]) == 2
    assert needle in capsys.readouterr().err and not seen


def test_exit_status_and_infinite_exact_warning(monkeypatch, capsys):
    monkeypatch.setattr(window, "build_model", lambda args, **kw: "MODEL")
    monkeypatch.setattr(window, "report_warnings", lambda exact_report: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    monkeypatch.setattr(window, "infinite_exact", lambda row: row.name == "exit time")
    rows = [SimpleNamespace(name="exit time"), SimpleNamespace(name="t_mix")]
    report = SimpleNamespace(exact=None, temperature=0.5, all_ok=False,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[]), rows=rows))
    report.__str__ = lambda self=None: "table"
    monkeypatch.setattr(window, "real_window", lambda model, **kw: report)
    out = window.window_warnings(report)
    assert [(w["kind"], w["quantity"]) for w in out] == [("exact-infinite", "exit time")]
    assert "infinite in float64 at T = 0.5" in out[0]["message"]
    assert main(["window"]) == 1          # a failed sampled check: exit 1
    assert "warning: exit time: the exact value is infinite" in capsys.readouterr().out
    report.all_ok = True
    assert main(["window"]) == 0
