"""prm20a third promise sweep (issue 30): ``glauber phase``'s store (toolkit.app.commands.phase).

Contracts: without ``--store`` the store is ``glauber-phase-MODEL.sqlite`` in the current
directory (``--store`` help) and the JSON names it by its absolute path (``os.path.abspath``:
the key must still find it from elsewhere); an interrupted or repeated run resumes from it,
and the closing line says how many points were computed now and how many were reused (the
JSON's ``timings.tasks_run`` / ``tasks_reused``): on a second run of the same grid, none
computed, all reused. Every earlier test ran on a fresh store, where "computed" and "in the
grid" are the same number.
"""

import json
import os

from toolkit.app.cli import main
from toolkit.app.commands import phase as phase_cmd  # noqa: F401  (the module under test, for automut)

ARGV = ["phase", "--model", "curie-weiss", "--n", "4,6", "-T", "0.8,1,1.2"]  # 2 x 3 = 6 points


def test_default_store_is_named_absolutely_and_a_rerun_reuses_every_point(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main([*ARGV, "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["store"] == os.path.join(os.getcwd(), "glauber-phase-curie-weiss.sqlite")
    assert os.path.isabs(out["store"]) and os.path.exists(out["store"])
    assert (out["timings"]["tasks_run"], out["timings"]["tasks_reused"]) == (6, 0)
    assert main(ARGV) == 0  # the same grid again: every point from the store
    err = capsys.readouterr().err
    assert "2 sizes x 3 temperatures" in err and "0 points computed, 6 reused from" in err, err
