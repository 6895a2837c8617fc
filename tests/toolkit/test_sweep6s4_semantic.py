"""Contract pins of the report's semantic section (issue 30, sweep6s4), on a fake study: its run
(8 chains x 600 steps quick, 12 x 1500 otherwise, the section's rng), equal sojourns do not make
'longer at low T' hold (strict), the summary row (mean of all sojourns, the longest mean dwell,
traps and recurrent basins or '-'), the per-basin table, the figures' file names."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report import semantic


def _res(T, sojourns, traps=(), recurrent=()):
    sj = [np.asarray(s) for s in sojourns]
    basins = SimpleNamespace(sojourns=sj, mean_dwells=np.array([s.mean() for s in sj]), traps=list(traps),
                             recurrent=list(recurrent), occupancy=np.array([0.25, 0.75][:len(sj)]),
                             visits=[np.array([1, 2])] * len(sj), mean_dwell=lambda i: float(sj[i].mean()))
    return SimpleNamespace(temperature=T, observable_means={"political": 0.123456}, k=len(sj), basins=basins,
                           clustering=SimpleNamespace(rule="k by silhouette"), texts=[f"text {i}" for i in range(len(sj))])


@pytest.mark.parametrize("quick, chains, steps", [(True, 8, 600), (False, 12, 1500)])
def test_semantic_section_on_a_fake_study(tmp_path, monkeypatch, quick, chains, steps):
    seen = {}
    low = _res(0.5, [[2, 6], [1]], traps=[1], recurrent=[0, 1])
    high = _res(2.0, [[3], [3, 3]])
    study = SimpleNamespace(temperatures=(0.5, 2.0), results=[low, high], to_dict=lambda: {"d": 1})

    def fake_study(**kw):
        seen.update(kw)
        return study
    monkeypatch.setattr(semantic, "semantic_study", fake_study)
    for name in ("plot_observable", "plot_basin_graph", "plot_dwell_times"):
        monkeypatch.setattr(semantic, name, lambda *a, **k: None)
    monkeypatch.setattr(semantic, "save", lambda fig, out_dir, name: name)
    rng = np.random.default_rng(4)
    s = semantic.section(str(tmp_path), quick=quick, rng=rng)
    assert (seen["n_chains"], seen["n_steps"]) == (chains, steps) and seen["rng"] is rng
    c = s.claims[-1]
    assert c.value == "3 / 3 steps = 1" and c.holds is False and c.kind == "comparison"  # equal: not longer
    table = next(t for t in s.text if t.startswith("| T | political fraction (mean) |"))
    assert "| 0.5 | 0.1235 | 2 | 3 | 4 | 1 | 0, 1 |" in table
    assert "| 2 | 0.1235 | 2 | 3 | 3 | - | - |" in table
    assert "T = 0.5: 2 basins (k by silhouette)." in s.text
    basin = s.text[s.text.index("T = 0.5: 2 basins (k by silhouette).") + 1]
    assert "| 1 | 75.0% | 3 | 1 | 1 | yes | yes | text 1 |" in basin
    assert [f for f, _ in s.figures] == ["semantic_political.png", "semantic_basins_T0.5.png",
                                         "semantic_basins_T2.png", "semantic_dwell.png"]
    assert s.data == {"d": 1}
