"""Automatic mutation sweep 7, group a1 (issue 30): ``glauber samplers`` (toolkit.app.commands.samplers)
is an exact command: ``q**n`` is held against ``--max-states`` from q and n before any array of
the toy family is built (so a huge model is refused by its state count, not by memory); its
``--json`` ``timings.seconds`` is the command's own wall time (non-negative, at most the time
measured around the call)."""

from __future__ import annotations

import json
import time

import pytest

import toolkit.app.commands.samplers as samplers_cmd  # noqa: F401  (the module under test, by name)
from toolkit.app.cli import main


@pytest.mark.parametrize(("argv", "states"), [
    (["--q", "50", "--n", "1000"], "50**1000"),                      # potts: J would need ~18.6 GiB
    (["--model", "random-table", "--q", "2", "--n", "30"], "2**30"),
    (["--q", "2", "--n", "5", "--max-states", "16"], "2**5 = 32"),
])
def test_state_space_refused_by_its_count(capsys, argv, states):
    assert main(["samplers", *argv, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"state space has {states}" in err and "max_states" in err
    assert "memory limit" not in err


def test_json_seconds_is_the_wall_time(capsys):
    t0 = time.perf_counter()
    assert main(["samplers", "--q", "2", "--n", "3", "--json", "--quiet"]) == 0
    wall = time.perf_counter() - t0
    d = json.loads(capsys.readouterr().out)
    assert 0.0 <= d["timings"]["seconds"] <= wall
    assert d["n"] == 3 and d["q"] == 2
