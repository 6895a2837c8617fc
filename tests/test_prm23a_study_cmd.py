"""prm23a: ``glauber study --chain-coupling`` is handed on to ``study(coupling=...)`` in every
accepted spelling of its choices (tested before at the default ``auto`` only). The study
itself is a stub (toolkit.app.commands.study's names), so nothing runs."""

from types import SimpleNamespace

import pytest

import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main


@pytest.fixture
def stubbed(monkeypatch):
    calls = {}

    def study(model, out, **kw):
        calls["study"] = kw
        return SimpleNamespace(seconds=1.0, sections=[], claims_table=lambda: "TABLE")

    monkeypatch.setattr(study_cmd, "build_model", lambda args, **kw: "MODEL")
    monkeypatch.setattr(study_cmd, "study", study)
    monkeypatch.setattr(study_cmd, "check_out_dir", lambda path, create=True: path)
    return calls


@pytest.mark.parametrize("coupling", ["maximal", "crn", "ot", "auto"])
def test_chain_coupling_is_handed_on(stubbed, coupling):
    assert main(["study", "--model", "potts", "--quiet", "--json", "--chain-coupling", coupling]) == 0
    assert stubbed["study"]["coupling"] == coupling
