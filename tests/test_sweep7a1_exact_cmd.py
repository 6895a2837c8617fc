"""Automatic mutation sweep 7, group a1 (issue 30): ``glauber exact --json``
(toolkit.app.commands.exact) writes the command's wall time as ``timings.seconds`` (at least
0, at most the time measured around the call); ``--start`` runs on the enumerated chain and is
refused, naming the reason, where the family runs on its chain of token counts."""

from __future__ import annotations

import json
import time

import toolkit.app.commands.exact as exact_cmd  # noqa: F401  (the module under test, by name)
from toolkit.app.cli import main


def test_json_seconds_is_the_wall_time(capsys):
    t0 = time.perf_counter()
    assert main(["exact", "--q", "2", "--n", "3", "--json", "--quiet"]) == 0
    wall = time.perf_counter() - t0
    d = json.loads(capsys.readouterr().out)
    assert set(d["timings"]) >= {"seconds"}
    assert 0.0 <= d["timings"]["seconds"] <= wall


def test_start_on_the_enumerated_chain_and_refused_on_the_lumped_one(capsys):
    assert main(["exact", "--q", "2", "--n", "3", "--start", "0", "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert "from_start" in d and d["from_start"]["t_mix"] <= d["t_mix"]   # one start mixes no later than the worst
    assert main(["exact", "--model", "curie-weiss", "--n", "40", "--start", "0", "--quiet"]) == 2
    assert "`--start` needs the enumerated chain" in capsys.readouterr().err
