"""prm27d: the sampled-order estimator reads the chains' FINAL states, not their starts.

toolkit.app.sweep.estimators._sampled_order (docstring): "n * across-chain variance of m after
n_sweeps * n updates" (m = the fraction of sites holding token 0, toolkit.phase.order_parameter).
A spy stands in for run_chains: starts all token 0 (m = 1 everywhere, variance 0), final states
with m = 1, 1/2, 1/2, 0: mean 1/2, sample variance (1/4 + 0 + 0 + 1/4)/3 = 1/6, so the
susceptibility is n/6 = 2/3 at n = 4 and the mean's stderr sqrt(1/6 / 4).
"""

import math
from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.app.sweep.estimators as est


def test_sampled_order_reads_final_states(monkeypatch):
    seen = {}

    def fake_run_chains(model, *, temperature, n_chains, n_steps, scan, record_times, record_states, progress, rng):
        seen.update(n_chains=n_chains, n_steps=n_steps, record_times=record_times)
        start = np.zeros((4, 4), dtype=np.int64)
        final = np.array([[0, 0, 0, 0], [0, 1, 0, 1], [1, 1, 0, 0], [1, 1, 1, 1]])
        return SimpleNamespace(start=start, final=final)

    monkeypatch.setattr(est, "run_chains", fake_run_chains)
    opts = {"n_chains": 4, "n_sweeps": 3, "scan": "random"}
    task = SimpleNamespace(build_model=lambda: SimpleNamespace(length=4), option=opts.__getitem__,
                           temperature=1.0, rng=lambda: np.random.default_rng(0))
    out = est._sampled_order(task)
    assert seen == {"n_chains": 4, "n_steps": 12, "record_times": [12]}
    assert out["order_mean"] == pytest.approx(0.5, abs=1e-15)
    assert out["susceptibility"] == pytest.approx(4 / 6, rel=1e-12)
    assert out["order_mean_stderr"] == pytest.approx(math.sqrt(1 / 24), rel=1e-12)
    assert out["n_steps"] == 12
