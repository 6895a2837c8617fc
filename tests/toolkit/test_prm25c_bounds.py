"""prm25c (issue 30, eighth sweep): both event bounds of ``mixing_bounds``' lower side use the
Bonferroni z over the grid.

Contract (the comment in ``mixing_bounds``): the lower side spends alpha/2 on the fixed event
``{h > 0}`` and alpha/2 on the split event ``{h > c}``, "Bonferroni over the G grid times and
the two ends: one-sided 1 - alpha/(4G) per end" -- z = Phi^-1(1 - alpha/(4G)) (scipy) for
EVERY call of the event bound, the split one included (a spy on the inner call)."""

import numpy as np
import pytest
from scipy.stats import norm

from toolkit import bounds
from toolkit.models import potts


def test_both_event_bounds_use_the_bonferroni_z(monkeypatch):
    seen = []
    real = bounds._event_bound

    def spy(hx, hy, c, z):
        seen.append(z)
        return real(hx, hy, c, z)

    monkeypatch.setattr(bounds, "_event_bound", spy)
    res = bounds.mixing_bounds(potts(2, 4, 1.0), temperature=1.0, n_pairs=2, n_replicates=8, max_steps=200,
                               n_times=6, level=0.9, rng=np.random.default_rng(3))
    G = len(res.times)
    assert len(seen) == 2   # the fixed event and the split one (R = 8 >= 4)
    assert seen == pytest.approx([norm.ppf(1 - 0.1 / (4 * G))] * 2, rel=1e-12)
