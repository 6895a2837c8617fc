"""prm21a fourth sweep (loose assertions, issue 30): ``glauber check`` prints EVERY warning.

Contract (prm19a's reading of the module and CLI docstrings): each accuracy warning is printed
under the table on its own ``warning:`` line. ``exact.analysis.report_warnings`` gives at most
one warning today, so the earlier test (one warning) could not see a loop that stops after the
first; two warnings are injected here.
"""

from toolkit.app.cli import main
from toolkit.app.commands import check  # noqa: F401  (the module under test, for automut's targeted set)


def test_every_warning_is_printed(capsys, monkeypatch):
    two = [{"kind": "pi", "message": "first warning"}, {"kind": "other", "message": "second warning"}]
    monkeypatch.setattr(check, "report_warnings", lambda exact: two)
    main(["check", "--model", "potts", "--q", "2", "--n", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2:] == ["warning: first warning", "warning: second warning"], lines[-3:]
