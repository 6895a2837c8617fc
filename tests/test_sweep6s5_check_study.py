"""Contract sweep (issue 30, branch sweep6s5): ``glauber check`` (defaults q = 3, n = 6;
--logit-rtol >= 0, 0 allowed, passed on; exit 1 when a claim fails) and ``glauber study``
(defaults: tiny-en with every non-special token and its reference text, every token free,
--out study, --chain-coupling auto; the guards of --temperature, --budget, --sections), with
the heavy library calls stubbed."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

import toolkit.app.commands.check as check
import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main
from toolkit.app.commands.rectangle import DEFAULT_TEXT
from toolkit.exceptions import InvalidInputError


# ---------------------------------------------------------------------------- glauber check
def test_check_defaults_and_logit_rtol(monkeypatch, capsys):
    seen = {}
    real = check.check_claims

    def spy(L, **kw):
        seen.update(kw, q=L.q, n=L.n)
        return real(L, **kw)

    monkeypatch.setattr(check, "check_claims", spy)
    assert main(["check", "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (seen["q"], seen["n"], seen["logit_rtol"], seen["temperature"], seen["eps"]) == (3, 6, None, 1.0, 0.25)
    assert d["model"] == "potts"
    assert main(["check", "--q", "2", "--n", "2", "--logit-rtol", "0", "-T", "0.5", "--json", "--quiet"]) == 0
    capsys.readouterr()
    assert (seen["logit_rtol"], seen["temperature"], seen["q"], seen["n"]) == (0.0, 0.5, 2, 2)
    assert main(["check", "--q", "2", "--n", "2", "--logit-rtol", "-1e-9"]) == 2
    assert "logit_rtol" in capsys.readouterr().err


def test_check_exit_status_follows_all_hold(monkeypatch, capsys):
    real = check.check_claims

    def failing(L, **kw):
        r = real(L, **kw)
        return SimpleNamespace(exact=r.exact, table=r.table, to_dict=r.to_dict, all_hold=False)

    monkeypatch.setattr(check, "check_claims", failing)
    assert main(["check", "--q", "2", "--n", "2", "--quiet"]) == 1
    capsys.readouterr()


# ---------------------------------------------------------------------------- glauber study
@pytest.fixture
def stubbed(monkeypatch):
    calls = {}

    def build_model(args, **kw):
        calls["args"], calls["build"] = args, kw
        return "MODEL"

    def study(model, out, **kw):
        calls["out"], calls["study"] = out, kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(study_cmd, "build_model", build_model)
    monkeypatch.setattr(study_cmd, "study", study)
    monkeypatch.setattr(study_cmd, "check_out_dir", lambda path, create=True: path)
    return calls


def test_study_defaults(stubbed):
    assert main(["study"]) == 2
    a, kw = stubbed["args"], stubbed["study"]
    assert a.model == "tiny-en" and a.tokens == "all"
    assert stubbed["build"] == {"default_text": DEFAULT_TEXT["tiny-en"], "all_free": True}
    assert stubbed["out"] == "study"
    assert (kw["temperatures"], kw["budget"], kw["quick"], kw["coupling"], kw["sections"], kw["rng"]) == \
        (None, None, False, "auto", None, 0)


def test_study_options(stubbed):
    assert main(["study", "--temperature", "0.5,2", "--budget", "30", "--quick", "--chain-coupling", "crn",
                 "--sections", "mixing, phase", "--seed", "4", "--out", "elsewhere", "--tokens", "the,and"]) == 2
    kw = stubbed["study"]
    assert (kw["temperatures"], kw["budget"], kw["quick"], kw["coupling"], kw["sections"], kw["rng"]) == \
        ([0.5, 2.0], 30.0, True, "crn", ["mixing", "phase"], 4)
    assert stubbed["out"] == "elsewhere" and stubbed["args"].tokens == "the,and"


@pytest.mark.parametrize("argv, needle", [
    (["--temperature", "0.5,0"], "`--temperature` values must be finite and > 0; got 0"),
    (["--budget", "0"], "`--budget` must be > 0 and finite"),
    (["--budget", "inf"], "`--budget` must be > 0 and finite"),
    (["--sections", " , "], "`--sections` names no section"),
    (["--sections", "mixing,speed"], "got speed"),
    (["--model", "hf:somewhere"], "`--text` is required with hf:PATH models"),
])
def test_study_refusals(stubbed, capsys, argv, needle):
    assert main(["study", *argv]) == 2
    assert needle in capsys.readouterr().err and "study" not in stubbed
