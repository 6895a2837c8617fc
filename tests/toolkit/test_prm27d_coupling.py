"""prm27d: an L-lag replicate that never meets counts with ``tau = L + max_steps`` (a censored
value is a bound, not a meeting at the lag).

toolkit.coupling.lag_coupling_tv_bound (docstring): "Replicates that do not meet within
``max_steps`` coupled steps count with ``tau = L + max_steps`` and make the estimate a lower
one". With no replicate meeting (the coupled phase replaced by a no-op) every replicate gives
``max(0, ceil((L + max_steps - L - t) / L))``: at ``L = 2``, ``max_steps = 5`` that is
``ceil(5/2) = 3`` at ``t = 0``, ``ceil(4/2) = 2`` at ``t = 1`` and ``ceil(1/2) = 1`` at ``t = 4``.
"""

import numpy as np

import toolkit.coupling as coupling
from toolkit.models import make_model


def test_censored_replicates_count_at_lag_plus_max_steps(monkeypatch):
    model = make_model("independent", q=2, n=8)
    calls = iter([np.zeros((6, 8), dtype=np.int64), np.ones((6, 8), dtype=np.int64)])
    monkeypatch.setattr(coupling, "_coupled_until_met", lambda *a, **k: 0)   # nobody meets
    res = coupling.lag_coupling_tv_bound(model, lag=2, times=(0, 1, 4), init=lambda rng, m: next(calls),
                                         n_replicates=6, max_steps=5, progress=False, rng=1)
    assert res.n_censored == 6
    assert [b.value for b in res.bounds] == [3.0, 2.0, 1.0]
    assert all("6 censored: lower estimate" in b.method for b in res.bounds)
