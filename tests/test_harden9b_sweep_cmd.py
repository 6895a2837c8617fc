"""harden9b (issue 30): ``glauber sweep``'s tables with a value missing in one row only.

``_records`` (``--json``) and the ``--show`` tables drop the columns an estimator never fills
(NaN in every one of its rows: another estimator's fields), and only those: a column NaN in
one row (a t_mix not reached at one temperature) and finite in another is a result and
stays, with its NaN."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pandas as pd

import toolkit.app.commands.sweep as sweep
from toolkit.app.cli import main


def _frame():
    # two estimators; "t_mix" filled by exact (NaN at the second T), never by sampled;
    # "ess" filled by sampled only
    return pd.DataFrame({
        "key": ["k1", "k2", "k3"],
        "estimator": ["exact", "exact", "sampled-order"],
        "temperature": [1.0, 0.25, 1.0],
        "t_mix": [12.0, math.nan, math.nan],
        "ess": [math.nan, math.nan, 40.0],
        "created": ["c", "c", "c"],
        "duration_s": [0.1, 0.1, 0.1],
    })


def test_records_keep_a_column_nan_in_one_row_only():
    rows = sweep._records(_frame().drop(columns=["duration_s", "created"]))
    exact1, exact2, sampled = rows
    assert exact1["t_mix"] == 12.0 and "ess" not in exact1
    assert "t_mix" in exact2 and math.isnan(exact2["t_mix"])  # a result: not reached at T = 0.25
    assert "t_mix" not in sampled and sampled["ess"] == 40.0


def test_show_keeps_a_column_nan_in_one_row_only(monkeypatch, tmp_path, capsys):
    summary = SimpleNamespace(keys=["k1", "k2", "k3"])
    monkeypatch.setattr(sweep, "run_sweep", lambda tasks, store, **kw: summary)
    monkeypatch.setattr(sweep, "_grid_rows", lambda store, keys: _frame())
    assert main(["sweep", "--model", "potts", "--n", "2", "--store", str(tmp_path / "s.sqlite"), "--show"]) == 0
    out = capsys.readouterr().out
    exact_table, sampled_table = out.split("\n\n")[1:3]
    assert "t_mix" in exact_table and "ess" not in exact_table
    assert "ess" in sampled_table and "t_mix" not in sampled_table
