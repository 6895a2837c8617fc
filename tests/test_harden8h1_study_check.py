"""``glauber study`` and ``glauber check`` at their edges (harden8h1, issue 30), the heavy library
calls stubbed (what reaches them is the contract here). study: an infinite temperature in the
grid is refused ("values must be finite and > 0"); an hf:PATH model without --tokens runs on every
non-special token (the --tokens help: "default: every non-special token for tiny-en and
hf:PATH"). check: the exit status is 1 when a claim fails with --json too ("Exit status 1 when a
claim whose hypothesis holds fails"), and 0 when every claim holds."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

import toolkit.app.commands.check as check
import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def stubbed(monkeypatch):
    calls = {}

    def build_model(args, **kw):
        calls["args"], calls["build"] = args, kw
        return "MODEL"

    def study(model, out, **kw):
        calls["study"] = kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(study_cmd, "build_model", build_model)
    monkeypatch.setattr(study_cmd, "study", study)
    monkeypatch.setattr(study_cmd, "check_out_dir", lambda path, create=True: path)
    return calls


@pytest.mark.parametrize("temps, bad", [("1,inf", "inf"), ("inf", "inf"), ("0.5,-inf", "-inf"), ("nan,1", "nan")])
def test_study_non_finite_temperature_refused(stubbed, capsys, temps, bad):
    assert main(["study", "--temperature", temps]) == 2
    assert f"`--temperature` values must be finite and > 0; got {bad}" in capsys.readouterr().err
    assert "study" not in stubbed


def test_study_hf_model_runs_on_every_token(stubbed):
    assert main(["study", "--model", "hf:/some/dir", "--text", "a b c"]) == 2
    assert stubbed["args"].tokens == "all"
    assert main(["study", "--model", "hf:/some/dir", "--text", "a b c", "--tokens", "a,b"]) == 2
    assert stubbed["args"].tokens == "a,b"


def _failing(monkeypatch, all_hold):
    real = check.check_claims

    def fake(L, **kw):
        r = real(L, **kw)
        return SimpleNamespace(exact=r.exact, table=r.table, to_dict=r.to_dict, all_hold=all_hold)

    monkeypatch.setattr(check, "check_claims", fake)


@pytest.mark.parametrize("all_hold, status", [(False, 1), (True, 0)])
def test_check_json_exit_status_follows_all_hold(monkeypatch, capsys, all_hold, status):
    _failing(monkeypatch, all_hold)
    assert main(["check", "--q", "2", "--n", "2", "--json", "--quiet"]) == status
    json.loads(capsys.readouterr().out)  # the JSON is written either way
