"""prm28b: :func:`toolkit.app.phase._assemble` keeps the per-point convergence grid when ANY
point is sampled (a grid mixing exact and sampled points), not only when every one is: the
methods' "sampled" flags differ here."""

from types import SimpleNamespace

import numpy as np
import pandas as pd

from toolkit.app import phase as ph


def test_a_mixed_grid_keeps_its_convergence_flags(monkeypatch):
    ts, ns = [0.5, 1.0, 2.0], [4, 8]
    rows, tasks = [], []
    for n in ns:
        for t in ts:
            key = f"{n}-{t}"
            row = {"key": key, "binder": 0.5, "susceptibility": 2.0, "relaxation": 1.0,
                   "computed_by": "exact (enumerated)"}
            if (n, t) == (8, 2.0):   # one sampled point with no R-hat: not converged (point_convergence)
                row.update(computed_by="sampled (chains)", rhat=float("nan"))
            rows.append(row)
            tasks.append(SimpleNamespace(key=key, n=n, temperature=t))
    monkeypatch.setattr(ph, "load_results", lambda store: pd.DataFrame(rows))
    data = ph._assemble("unused", tasks, ns, ts, label="x")
    assert data.converged is not None
    np.testing.assert_array_equal(np.asarray(data.converged), [[True, True, True], [True, True, False]])
