"""prm30d (issue 30): :func:`toolkit.app.phase._assemble` stacks replicates only when EVERY point
has them (docstring: "the order parameter's Binder cumulant and susceptibility (replicates when
sampled)"). A 2 x 3 grid where every point but one inner point (n = 4, T = 1) carries
replicates: no replicate array (and no error bars from them), not a failure on the missing
point; the same grid with that point's replicates too stacks them all, in grid order."""

from types import SimpleNamespace

import numpy as np
import pandas as pd

from toolkit.app import phase as ph


def _grid(monkeypatch, missing):
    ts, ns = [0.5, 1.0, 2.0], [4, 8]
    rows, tasks = [], []
    for i, n in enumerate(ns):
        for j, t in enumerate(ts):
            key = f"{n}-{t}"
            row = {"key": key, "binder": 0.5, "susceptibility": 2.0, "relaxation": 1.0,
                   "computed_by": "sampled (chains)", "rhat": 1.0, "n_groups": 2, "chains_per_group": 4,
                   "n_sweeps": 100}
            if (n, t) != missing:
                row["replicates"] = [[0.1 * i + 0.01 * j, 1.0], [0.1 * i + 0.01 * j + 0.02, 3.0]]
            rows.append(row)
            tasks.append(SimpleNamespace(key=key, n=n, temperature=t))
    monkeypatch.setattr(ph, "load_results", lambda store: pd.DataFrame(rows))
    return ph._assemble("unused", tasks, ns, ts, label="x")


def test_one_inner_point_without_replicates_gives_none(monkeypatch):
    data = _grid(monkeypatch, missing=(4, 1.0))
    assert data.replicates is None and data.binder_err is None and data.susceptibility_err is None


def test_every_point_with_replicates_stacks_them(monkeypatch):
    data = _grid(monkeypatch, missing=None)
    assert data.replicates.shape == (2, 3, 2, 2)
    assert data.replicates[1, 2, 0, 0] == 0.1 + 0.02      # the point n = 8, T = 2, first replicate
    # two replicates of chi, 1 and 3: standard error std(ddof=1)/sqrt(2) = sqrt(2)/sqrt(2) = 1
    np.testing.assert_allclose(data.susceptibility_err, np.ones((2, 3)), rtol=1e-12)
