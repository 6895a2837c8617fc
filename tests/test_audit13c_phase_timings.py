"""``glauber phase --json`` (``toolkit.app.commands.phase``): the ``timings`` say how many grid points this run computed
(``tasks_run``) and how many it took from the store (``tasks_reused``); thirteenth blind audit,
part c (benchmarks/blind_audit_13c.py: ``audit13c.phase.tasks_reused_key`` survived, no test read
``tasks_reused``).

The contract (the store resumes an interrupted or repeated run): on a fresh store every point of
the grid is computed and none reused; run again on the same store, none is computed and every one
is reused. The grid of a toy family is ``--n`` x ``--temperature`` at the one ``--seed``, so
both counts are known without the code: here 2 sizes x 3 temperatures = 6 points.
"""

from __future__ import annotations

import json

from toolkit.cli import main


def _phase_json(capsys, store):
    rc = main(["phase", "--model", "independent", "--n", "4,8", "--temperature", "0.5,1,2", "--store", store,
               "--json"])
    assert rc == 0
    return json.loads(capsys.readouterr().out)["timings"]


def test_phase_timings_count_computed_and_reused_points(capsys, tmp_path):
    store = str(tmp_path / "phase.sqlite")
    points = 2 * 3  # sizes x temperatures, one seed
    first = _phase_json(capsys, store)
    assert (first["tasks_run"], first["tasks_reused"]) == (points, 0)
    again = _phase_json(capsys, store)
    assert (again["tasks_run"], again["tasks_reused"]) == (0, points)
