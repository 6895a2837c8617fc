"""prm28e (eleventh sweep, issue 30): the sampled estimator's ``order_mean`` is the MEAN of m over
the chains (docstring: across-chain statistics), not one chain's (the middle one's) m."""
from types import SimpleNamespace

import numpy as np

import toolkit.app.sweep.estimators as est


def test_order_mean_is_the_mean_over_chains(monkeypatch):
    # four chains of n = 4 sites, m = fraction of token 0: 1, 0, 0, 0.25 -> mean 0.3125 (the
    # median is 0.125); sample variance (ddof 1) of (1, 0, 0, .25): mean .3125, squares
    # (.6875^2 + 2 * .3125^2 + .0625^2) / 3 = (0.47265625 + 0.1953125 + 0.00390625) / 3 = 0.223958...
    final = np.array([[0, 0, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1], [0, 1, 1, 1]])
    monkeypatch.setattr(est, "run_chains", lambda *a, **k: SimpleNamespace(final=final))
    opts = {"n_chains": 4, "n_sweeps": 1, "scan": "systematic"}
    task = SimpleNamespace(build_model=lambda: SimpleNamespace(length=4), temperature=1.0,
                           option=opts.__getitem__, rng=lambda: np.random.default_rng(0))
    out = est._sampled_order(task)
    assert out["order_mean"] == 0.3125
    assert np.isclose(out["susceptibility"], 4 * 0.671875 / 3)
