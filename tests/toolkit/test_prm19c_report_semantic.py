"""prm19c promise sweep (issue 30): toolkit.app.report.semantic on a fake study: a basin's
``visits`` are its own runs over all chains (``BasinAnalysis.visits``: (k, C), row = basin),
and each temperature has its own basin-graph figure."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from tests.toolkit.test_harden8h2_report_semantic import _section
from toolkit.app.report import semantic  # noqa: F401  (names the module: this file is in its targeted set)


def _result(T, visits):
    k = len(visits)
    sj = [np.array([4, 6])] * k
    basins = SimpleNamespace(sojourns=sj, mean_dwells=np.full(k, 5.0), traps=[], recurrent=[],
                             occupancy=np.full(k, 1 / k), visits=np.asarray(visits), mean_dwell=lambda i: 5.0)
    return SimpleNamespace(temperature=T, observable_means={"political": 0.1}, k=k, basins=basins,
                           clustering=SimpleNamespace(rule="k by silhouette"), texts=[f"text {i}" for i in range(k)])


def test_visits_are_the_basins_row_sums_and_each_temperature_has_its_figure(monkeypatch, tmp_path):
    # 2 basins x 3 chains: basin 0 visited 2 + 3 + 4 = 9 times, basin 1 1 + 0 + 0 = 1
    # (the columns would give 3 and 3)
    low = _result(0.5, [[2, 3, 4], [1, 0, 0]])
    high = _result(2.0, [[1, 1, 1], [0, 2, 0]])
    s = _section(monkeypatch, tmp_path, [low, high])
    per_basin = next(t for t in s.text if "representative text" in t and "| 9 |" in t)
    head = [c.strip() for c in per_basin.splitlines()[0].strip().strip("|").split("|")]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in per_basin.splitlines()[2:]]
    assert [r[head.index("visits")] for r in rows] == ["9", "1"]
    names = [f for f, _ in s.figures]
    assert "semantic_basins_T0.5.png" in names and "semantic_basins_T2.png" in names
    assert len(set(names)) == len(names)
