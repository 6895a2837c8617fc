"""toolkit.app.phase._assemble: replicates are cut to the *smallest* count over the grid (ops13a, issue 30).

Points of a sampled grid may hold different numbers of replicates (a point rerun with more
groups); the grid's replicate array keeps the first ``R = min`` of each so that every point
contributes the same number. A 2 x 3 grid (sizes 4, 6; T = 1, 2, 3) with 3 replicates
``U = (0.1, 0.2, 0.3)`` at every point but the last, which has 4 (``0.4, 0.6, 0.8`` then an
outlier 5.0), must give ``R = 3`` and the Binder error ``std(first 3, ddof=1) / sqrt(3)``: 0.1 /
sqrt 3 and, at the last point, 0.2 / sqrt 3. The stored results are stand-ins."""

from __future__ import annotations

import math
import types

import numpy as np
import pandas as pd
import pytest

from toolkit.app import phase


def test_replicates_cut_to_the_smallest_count(monkeypatch):
    ns, ts = [4, 6], [1.0, 2.0, 3.0]
    tasks = [types.SimpleNamespace(key=f"{n}-{T}", n=n, temperature=T) for n in ns for T in ts]
    reps = {t.key: [[0.1, 1.0], [0.2, 2.0], [0.3, 3.0]] for t in tasks}
    reps[tasks[-1].key] = [[0.4, 4.0], [0.6, 6.0], [0.8, 8.0], [5.0, 50.0]]
    rows = [dict(key=k, binder=0.5, susceptibility=1.0, relaxation=2.0, specific_heat=float("nan"),
                 energy_cumulant=float("nan"), computed_by="sampled (test)", replicates=v) for k, v in reps.items()]
    monkeypatch.setattr(phase, "load_results", lambda store: pd.DataFrame(rows))
    monkeypatch.setattr(phase, "point_convergence", lambda r: (True, ""))
    data = phase._assemble(None, tasks, ns, ts, label="test")
    assert data.replicates.shape == (2, 3, 3, 2)
    want = np.full((2, 3), 0.1)
    want[1, 2] = 0.2                                   # std(ddof=1) of (0.4, 0.6, 0.8)
    assert data.binder_err == pytest.approx(want / math.sqrt(3), rel=1e-12)
    assert np.array_equal(data.replicates[1, 2], np.array(reps[tasks[-1].key][:3]))
