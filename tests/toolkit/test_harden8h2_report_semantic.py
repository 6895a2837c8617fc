"""toolkit.app.report.semantic: the per-basin table's recurrent and trap columns, and a
temperature with no trap (harden8h2, issue 30), on a fake study.

Contract (the section's table header): columns ``basin, time, visits, mean dwell, max
dwell, recurrent, trap, representative text``; ``recurrent`` says whether the basin is in
``basins.recurrent``, ``trap`` whether it is in ``basins.traps`` (two different sets); the
summary table shows ``-`` where a temperature has no trap or no recurrent basin.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app.report import semantic


def _result(T, sojourns, traps, recurrent):
    sj = [np.asarray(s) for s in sojourns]
    basins = SimpleNamespace(sojourns=sj, mean_dwells=np.array([s.mean() for s in sj]), traps=list(traps),
                             recurrent=list(recurrent), occupancy=np.full(len(sj), 1 / len(sj)),
                             visits=[np.ones(2)] * len(sj), mean_dwell=lambda i: float(sj[i].mean()))
    return SimpleNamespace(temperature=T, observable_means={"political": 0.1}, k=len(sj), basins=basins,
                           clustering=SimpleNamespace(rule="k by silhouette"), texts=[f"text {i}" for i in range(len(sj))])


def _section(monkeypatch, tmp_path, results):
    study = SimpleNamespace(temperatures=tuple(r.temperature for r in results), results=results, to_dict=lambda: {})
    monkeypatch.setattr(semantic, "semantic_study", lambda **kw: study)
    for name in ("plot_observable", "plot_basin_graph", "plot_dwell_times"):
        monkeypatch.setattr(semantic, name, lambda *a, **k: None)
    monkeypatch.setattr(semantic, "save", lambda fig, out_dir, name: name)
    return semantic.section(str(tmp_path), quick=True, rng=0)


def _rows(text, first_cell):
    return [[c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines()
            if line.startswith("|") and line.strip("| ").split("|")[0].strip() == first_cell]


def test_recurrent_and_trap_columns_are_their_own_sets(monkeypatch, tmp_path):
    # basin 0: recurrent, not a trap; basin 1: a trap, not recurrent
    low = _result(0.5, [[8, 12], [30]], traps=[1], recurrent=[0])
    high = _result(2.0, [[1, 3], [2]], traps=[], recurrent=[])
    s = _section(monkeypatch, tmp_path, [low, high])
    per_basin = next(t for t in s.text if "representative text" in t and "text 1" in t)
    head = [c.strip() for c in per_basin.splitlines()[0].strip().strip("|").split("|")]
    rec, trap = head.index("recurrent"), head.index("trap")
    row0, row1 = _rows(per_basin, "0")[0], _rows(per_basin, "1")[0]
    assert (row0[rec], row0[trap]) == ("yes", "no")
    assert (row1[rec], row1[trap]) == ("no", "yes")


def test_no_trap_shows_a_dash(monkeypatch, tmp_path):
    low = _result(0.5, [[8, 12]], traps=[], recurrent=[])
    high = _result(2.0, [[1, 3]], traps=[], recurrent=[0])
    s = _section(monkeypatch, tmp_path, [low, high])
    summary = next(t for t in s.text if "longest mean dwell" in t)
    head = [c.strip() for c in summary.splitlines()[0].strip().strip("|").split("|")]
    traps, rec = head.index("traps"), head.index("recurrent")
    assert [(r[traps], r[rec]) for r in (_rows(summary, "0.5")[0], _rows(summary, "2")[0])] == [("-", "-"), ("-", "0")]


# ---------------------------------------------------------------------- harden11a (issue 30)
def test_max_dwell_is_the_longest_sojourn_and_mean_sojourn_pools_every_sojourn(monkeypatch, tmp_path):
    # basin 0's sojourns 8 and 12: max dwell 12 (not 8); basin 1's one sojourn 30. The summary's
    # mean sojourn is over every sojourn of the temperature: (8 + 12 + 30) / 3 = 16.7 (by hand),
    # not the mean of the basins' means (10 + 30) / 2 = 20
    low = _result(0.5, [[8, 12], [30]], traps=[], recurrent=[0, 1])
    high = _result(2.0, [[1, 3], [2]], traps=[], recurrent=[0, 1])
    s = _section(monkeypatch, tmp_path, [low, high])
    per_basin = next(t for t in s.text if "representative text" in t and "text 1" in t and "| 30 " in t)
    head = [c.strip() for c in per_basin.splitlines()[0].strip().strip("|").split("|")]
    col = head.index("max dwell")
    assert [_rows(per_basin, b)[0][col] for b in ("0", "1")] == ["12", "30"]
    summary = next(t for t in s.text if "longest mean dwell" in t)
    head = [c.strip() for c in summary.splitlines()[0].strip().strip("|").split("|")]
    assert _rows(summary, "0.5")[0][head.index("mean sojourn")] == "16.7"
