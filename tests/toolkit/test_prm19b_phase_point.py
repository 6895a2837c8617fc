"""prm19b promise sweep: toolkit.app.phase_point (the sampled point's overlap with x*)."""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.app.phase_point as pp
from toolkit.models import make_model


def test_x_overlap_is_centred(monkeypatch):
    seen = []
    real = pp.connected_overlap_sq

    def spy(states, q):
        seen.append(np.array(states))
        return real(states, q)

    monkeypatch.setattr(pp, "connected_overlap_sq", spy)
    q, n = 3, 4
    model = make_model("masked-independent", q=q, n=n, seed=0)
    out = pp.mlm_phase_point(model, 5.0, n_groups=2, chains_per_group=2, n_sweeps=4, burn_in=1, rng=0)
    X = seen[0]
    ground = pp.zero_temperature_point(model)
    # the docstring of centered_overlap: m = (overlap - 1/q) / (1 - 1/q), 0 on average at T = inf
    want = ((X == ground[None, None, :]).mean() - 1.0 / q) / (1.0 - 1.0 / q)
    assert out["x_overlap"] == pytest.approx(want, rel=1e-12, abs=1e-15)
