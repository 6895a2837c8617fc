"""prm28a: ``glauber check`` (text) prints EVERY warning of the report, one ``warning:`` line
each (the JSON lists them all); the real reports tested had one warning or none, so a stand-in
report_warnings gives two."""

from toolkit.app.commands import check as check_cmd
from toolkit.cli import main


def test_every_warning_is_printed(capsys, monkeypatch):
    two = [{"message": "first thing to know"}, {"message": "second thing to know"}]
    monkeypatch.setattr(check_cmd, "report_warnings", lambda report: list(two))
    code = main(["check", "--model", "potts", "--q", "2", "--n", "3"])
    assert code in (0, 1)
    out = capsys.readouterr().out
    lines = [ln for ln in out.splitlines() if ln.startswith("warning: ")]
    assert lines == ["warning: first thing to know", "warning: second thing to know"]
