"""prm23e sixth sweep (issue 30): ``glauber scan metastable --method`` is handed to the scan.
metastability_scan's docstring: lumped (exchangeable families) runs on count vectors and, for
``"basin"``, uses "the monochromatic one of largest margin", named by its count class
("all 1 (n = 6)"); enumeration names the fixed point token by token. A Curie-Weiss model of 6
sites is small enough that ``auto`` enumerates it, so only a handed-on ``--method lumped``
gives the lumped scan."""

import json

from toolkit.app.cli import main
from toolkit.app.commands import scan  # noqa: F401  (the command module under test, by name)

BASE = ["scan", "metastable", "--model", "curie-weiss", "--n", "6", "--set", "basin", "--quiet",
        "--temperatures", "1,0.5", "--json"]


def test_method_lumped_reaches_the_scan(capsys):
    assert main([*BASE, "--method", "lumped"]) == 0
    lumped = json.loads(capsys.readouterr().out)
    assert lumped["state"].startswith("all ") and "(n = 6)" in lumped["state"]
    assert main([*BASE, "--method", "enumerate"]) == 0
    enumerated = json.loads(capsys.readouterr().out)
    assert not enumerated["state"].startswith("all ")
    # the same chain either way: the exit times agree
    for a, b in zip(lumped["rows"], enumerated["rows"], strict=True):
        assert abs(a["log_exit_time"] - b["log_exit_time"]) < 1e-9
