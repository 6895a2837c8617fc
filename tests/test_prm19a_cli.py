"""prm19a second promise sweep (issue 30): the ``glauber`` entry point (:mod:`toolkit.app.cli`).

Contract (the module docstring): "Exit status: 0 success, 1 a check failed, 2 a user
error"; a bare ``glauber`` prints the overview, a success (status 0). :class:`Parser`: a
value that looks like an option gets a hint "a value that starts with '-' is given with
'=': FLAG=VALUE", FLAG one flag the user can type (``--temperature=VALUE``, not the
argparse spelling of all its aliases ``--temperature/-T``).
"""

from toolkit.app import cli  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.cli import main


def test_bare_glauber_prints_the_overview_with_status_0(capsys):
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "COMMAND" in out and "exact" in out


def test_the_equals_hint_names_one_typeable_flag(capsys):
    assert main(["exact", "--temperature", "-x"]) == 2
    err = capsys.readouterr().err
    assert "--temperature=VALUE" in err, err
    assert "/-T=VALUE" not in err and "--temperature/" not in err.split("given with '='")[1], err
