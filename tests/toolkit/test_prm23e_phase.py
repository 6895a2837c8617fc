"""prm23e sixth sweep (issue 30): :func:`toolkit.app.phase._assemble`'s replicate errors are
standard errors over the R replicates of each point (``std(ddof=1) / sqrt(R)``), on a grid
whose number of temperatures (3) differs from its number of replicates (2): a square grid
cannot tell the replicate axis's length from the temperature axis's.

Each point's replicates are ``(binder, chi) = (0.4, 1.0), (0.6, 3.0)``: by hand the binder's
sample sd is ``0.1 sqrt 2`` and its standard error ``0.1``; the susceptibility's ``sqrt 2``
and ``1.0``."""

from types import SimpleNamespace

import numpy as np
import pandas as pd

from toolkit.app import phase as ph


def test_replicate_errors_divide_by_the_replicate_count(monkeypatch):
    ts = [0.5, 1.0, 2.0]
    rows, tasks = [], []
    for n in (4, 8):
        for t in ts:
            key = f"{n}-{t}"
            rows.append({"key": key, "binder": 0.5, "susceptibility": 2.0, "relaxation": 1.0,
                         "computed_by": "exact (enumerated)", "replicates": [[0.4, 1.0], [0.6, 3.0]]})
            tasks.append(SimpleNamespace(key=key, n=n, temperature=t))
    monkeypatch.setattr(ph, "load_results", lambda store: pd.DataFrame(rows))
    data = ph._assemble("unused", tasks, [4, 8], ts, label="x")
    assert np.asarray(data.replicates).shape == (2, 3, 2, 2)
    np.testing.assert_allclose(data.binder_err, np.full((2, 3), 0.1), rtol=1e-12)
    np.testing.assert_allclose(data.susceptibility_err, np.full((2, 3), 1.0), rtol=1e-12)
