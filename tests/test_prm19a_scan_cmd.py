"""prm19a second promise sweep (issue 30): ``glauber scan metastable``
(:mod:`toolkit.app.commands.scan`).

Contracts: ``--set basin`` is the exit "from its exclusive zero-T basin" (its help), recorded
as ``set_kind`` in the JSON; the CLI's exit status is 1 when a check fails (toolkit.app.cli's
docstring), for the metastable scan as for nlogn.
"""

import contextlib
import io
import json

from toolkit.app.cli import main
from toolkit.app.commands import scan  # noqa: F401  (the module under test, for automut's targeted set)

ARGS = ["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "-T", "2,1,0.5", "--quiet"]


def test_set_basin_is_passed_on():
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main([*ARGS, "--set", "basin", "--json"]) == 0
    assert json.loads(buf.getvalue())["set_kind"] == "basin"


class _Failed:
    all_hold = False
    fit_excluded = ()
    slope = 1.0

    def to_dict(self):
        return {"all_hold": False}

    def table(self):
        return "a failed claim"


def test_a_failed_metastable_check_exits_1(monkeypatch, capsys):
    monkeypatch.setattr(scan, "metastability_scan", lambda *a, **k: _Failed())
    assert main(ARGS) == 1
    assert "a failed claim" in capsys.readouterr().out
