"""prm27a (issue 30, tenth sweep): ``glauber exact`` (text) prints EVERY warning of the report,
one ``warning:`` line each, as the JSON lists them all."""

from toolkit.app.commands import exact as exact_cmd
from toolkit.cli import main


def test_every_warning_is_printed(capsys, monkeypatch):
    two = [{"message": "first thing to know"}, {"message": "second thing to know"}]
    monkeypatch.setattr(exact_cmd, "report_warnings", lambda report: list(two))
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "3", "--method", "enumerate"]) == 0
    out = capsys.readouterr().out
    lines = [ln for ln in out.splitlines() if ln.startswith("warning: ")]
    assert lines == ["warning: first thing to know", "warning: second thing to know"]
