"""harden10c (issue 30): `glauber sweep --json` of a one-task grid (one size, one T, one
seed) reports the model's q (the --q given) like a larger grid does."""

from __future__ import annotations

import json

import toolkit.app.commands.sweep as sweep  # noqa: F401  (the module under test)
from toolkit.app.cli import main


def test_json_of_a_one_task_sweep_reports_q(tmp_path, capsys):
    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "2", "-T", "1", "--store", store,
                 "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["n_tasks"] == 1 and d["q"] == 3 and d["n"] == [2]
    assert [(r["n"], r["temperature"]) for r in d["results"]] == [(2, 1.0)]
