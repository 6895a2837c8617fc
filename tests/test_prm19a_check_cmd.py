"""prm19a second promise sweep (issue 30): ``glauber check`` (:mod:`toolkit.app.commands.check`).

Contracts (its module docstring and the CLI's): "A temperature at which ``logit / T``
overflows is refused" (a user error: status 2, one line naming ``--temperature``); each
accuracy warning is printed under the table on a line that starts ``warning:`` (as ``glauber
exact`` and ``glauber sample`` print theirs).
"""

from toolkit.app.cli import main
from toolkit.app.commands import check  # noqa: F401  (the module under test, for automut's targeted set)


def test_an_overflowing_temperature_is_refused(capsys):
    # potts q = 2, n = 2, coupling 1: logits of size ~1; 1 / 1e-308 overflows float64 (max ~1.8e308)
    rc = main(["check", "--model", "potts", "--q", "2", "--n", "2", "--temperature", "1e-308"])
    err = capsys.readouterr().err
    assert rc == 2 and "`--temperature` 1e-308 is too small for this model" in err, err


def test_warnings_are_printed_with_their_prefix(capsys, monkeypatch):
    monkeypatch.setattr(check, "report_warnings", lambda exact: [{"kind": "pi", "message": "pi is off"}])
    main(["check", "--model", "potts", "--q", "2", "--n", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert "warning: pi is off" in lines, lines[-3:]
