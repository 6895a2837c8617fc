"""prm22c fifth sweep (issue 30): ``glauber check`` hands on every warning of the report.

Contract (:mod:`toolkit.app.commands.check` and :func:`exact.analysis.report_warnings`): the JSON's
``warnings`` are the list of ``report_warnings(report.exact)`` and the text prints a ``warning:``
line for each. Today ``report_warnings`` gives at most one warning (pi's accuracy), so a command
that kept only the first one could not be told apart on any real model (the surviving mutant
``prm22c.check.json_first_warning_only`` is equivalent in practice); here the warning list is
replaced by two warnings, both of which must come out, in order, in the JSON and in the text."""

import json

from toolkit.app.cli import main
from toolkit.app.commands import check

TWO = [{"kind": "a", "quantity": "x", "value": 1.0, "threshold": 0.5, "message": "first warning"},
       {"kind": "b", "quantity": "y", "value": 2.0, "threshold": 0.5, "message": "second warning"}]


def test_every_warning_is_listed_in_the_json(monkeypatch, capsys):
    monkeypatch.setattr(check, "report_warnings", lambda exact: [dict(w) for w in TWO])
    assert main(["check", "--q", "2", "--n", "2", "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [w["message"] for w in d["warnings"]] == ["first warning", "second warning"]


def test_every_warning_is_printed(monkeypatch, capsys):
    monkeypatch.setattr(check, "report_warnings", lambda exact: [dict(w) for w in TWO])
    assert main(["check", "--q", "2", "--n", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "warning: first warning\n" in out and "warning: second warning" in out
