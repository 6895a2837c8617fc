"""toolkit.app.study influence section: ``R_max`` is the largest sampled influence (ops13a, issue 30).

The section's per-temperature data records ``R_max`` and ``L_max``, the largest entries of the
sampled influence matrices. The estimates are captured as the section computes them and the
recorded maxima compared with theirs; the matrices' last entries are diagonal (a site's
influence on itself: 0), so the largest is never last."""

from __future__ import annotations

import numpy as np

from toolkit.app import study as st
from toolkit.models import potts


def test_influence_section_records_the_largest_entries(monkeypatch):
    seen = []
    real = st.influence_estimates

    def capture(*a, **k):
        seen.append(real(*a, **k))
        return seen[-1]

    monkeypatch.setattr(st, "influence_estimates", capture)
    b = st.Budget(1000.0, per_call=0.0, per_row=1.0, shares={"influence": 1.0})
    s = st._influence(potts(2, 4, 1.0), [1.0, 2.0], b, 0)
    assert len(seen) == 2
    for T, res in zip(("1", "2"), seen, strict=True):
        R, L = np.asarray(res.R), np.asarray(res.L)
        assert R[-1, -1] == 0.0 and R.max() > 0
        d = s.data["per_temperature"][T]
        assert d["R_max"] == float(R.max())
        assert d["L_max"] == float(L.max())
