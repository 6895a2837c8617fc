"""prm23e sixth sweep (issue 30): ``glauber exact`` hands ``--progress`` to the enumeration
of the model's logits (``--progress``: "progress on stderr ... elsewhere a line per stage";
a tiny model shows nothing unless asked), and ``--quiet`` keeps it silent."""

from toolkit.app.cli import main
from toolkit.app.commands import exact  # noqa: F401  (the command module under test, by name)


def test_progress_reaches_the_logits_enumeration(capsys):
    assert main(["exact", "--q", "2", "--n", "3", "--progress"]) == 0
    err = capsys.readouterr().err
    assert "model logits: " in err and "12 rows" in err    # n q**(n-1) = 3 * 4 rows
    assert main(["exact", "--q", "2", "--n", "3", "--quiet"]) == 0
    assert "model logits" not in capsys.readouterr().err
