"""prm25d (issue 30): the adaptive extension of toolkit.dynamics resumes its chains with the
point's generator (the first pass has it; a resumed pass without it would draw from a fresh
one and break "same rng, same result").

The extension loop is driven with the starts kept disagreeing (p-value 0) and the IAT step
stubbed, and a spy in place of sweep_records records each resumed call's rng.
"""

import time

import numpy as np

import toolkit.dynamics as dynamics
from toolkit.models.toy import potts


def test_resumed_sweeps_get_the_generator(monkeypatch):
    seen = []

    def spy(model, X, **kw):
        seen.append(kw.get("rng"))
        return kw["resume"]

    monkeypatch.setattr(dynamics, "sweep_records", spy)
    monkeypatch.setattr(dynamics, "_disagreement", lambda rec: 0.0)
    monkeypatch.setattr(dynamics, "_iat_timescale", lambda rec, n, T, disagree: (None, {}))
    g = np.random.default_rng(1)
    rec = object()
    out = dynamics._extend_until_converged(potts(2, 3, 1.0), np.zeros((2, 3), dtype=int), 2, None, rec, 0.5,
                                           4, 4, None, time.perf_counter(), g)
    assert out[0] is rec
    assert len(seen) == 2          # 4 -> 8 -> 16 sweeps, the cap 4 x 4
    assert all(r is g for r in seen)
