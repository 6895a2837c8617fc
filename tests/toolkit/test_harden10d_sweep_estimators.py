"""harden10d: the exact sweep estimator reports the sampled one's order fields, with stderr 0
(exact: no Monte Carlo error), so that a sweep's tables line up across estimators (automut
survivor: the ``order_mean_stderr`` key of ``exact`` renamed)."""

from __future__ import annotations

from toolkit.app.sweep import estimators as es
from toolkit.app.sweep import make_grid


def test_exact_estimator_has_the_sampled_order_fields_with_zero_stderr():
    t = make_grid("curie-weiss", n=2, temperature=float("inf"), estimator="exact")[0]
    _, r, _ = es.run_task(t)
    for key in ("order_mean", "order_mean_stderr", "susceptibility", "susceptibility_stderr"):
        assert key in r, key
    assert r["order_mean_stderr"] == 0.0 and r["susceptibility_stderr"] == 0.0
    assert r["n_states"] == 4 and abs(r["pi_min"] - 0.25) < 1e-12   # T = inf: uniform on 2^2 states
