"""prm20a third promise sweep (issue 30): ``glauber study`` (toolkit.app.commands.study).

Contracts: the report is of the model ``--model`` names (``study(..., name=...)``: its title
and results.json name it); the closing line names the report written, ``OUT/index.md`` (and
index.html, results.json beside it), as ``glauber verify``'s does.
"""

import os
from types import SimpleNamespace

import pytest

import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main


@pytest.fixture
def stubbed(monkeypatch):
    calls = {}

    def study(model, out, **kw):
        calls["out"], calls["study"] = out, kw
        return SimpleNamespace(seconds=3.0, sections=[], claims_table=lambda: "TABLE")

    monkeypatch.setattr(study_cmd, "build_model", lambda args, **kw: "MODEL")
    monkeypatch.setattr(study_cmd, "study", study)
    monkeypatch.setattr(study_cmd, "check_out_dir", lambda path, create=True: path)
    return calls


@pytest.mark.parametrize("model", ["potts", "curie-weiss"])
def test_the_report_is_named_after_the_model(stubbed, model):
    assert main(["study", "--model", model, "--quiet", "--json"]) == 0
    assert stubbed["study"]["name"] == model


def test_closing_line_names_the_index(stubbed, capsys):
    out = os.path.join("some", "dir")
    assert main(["study", "--model", "potts", "--quiet", "--out", out]) == 0
    text = capsys.readouterr().out
    assert text.startswith("TABLE\n")
    assert f"study of potts in 3 s; report written to {os.path.join(out, 'index.md')} (and index.html, " \
           "results.json)" in text
