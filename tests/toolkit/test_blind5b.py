"""Fifth blind audit, part b (issue 30): tests for the survivors of its first run in toolkit/
(benchmarks/blind_audit_5b.py), each from the documented contract, a closed form or an
independent computation, with its source in a comment."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np


# ------------------------------------------------------------------ toolkit/app/commands/sample.py
def test_ess_is_the_samples_over_the_integrated_autocorrelation_time():
    from toolkit.app.commands.sample import _ess

    # tau = 1 + 2 sum rho(t): N draws carry N / tau independent ones
    summary = {"mean f": SimpleNamespace(estimate=SimpleNamespace(n_samples=1000)),
               "iat f": SimpleNamespace(estimate=SimpleNamespace(value=4.0))}
    assert _ess(summary, "f") == 250.0


# ------------------------------------------------------------------ toolkit/models/base.py
class _Declared:
    """A model declaring a per-logit error table (B, q)."""

    vocab_size, length = 3, 2

    def logits(self, x, sites):
        return np.zeros((len(sites), 3))

    def logit_error(self, x, sites, logits):
        return np.array([[1e-9, 5e-9, 2e-9], [4e-9, 1e-9, 3e-9]])


def test_logit_error_bound_is_the_rows_largest_declared_error():
    from toolkit.models.base import logit_error_bound

    x, sites = np.zeros((2, 2), dtype=int), np.array([0, 1])
    # a bound on every logit of the row: the max of the declared table's row
    assert logit_error_bound(_Declared(), x, sites, np.zeros((2, 3))).tolist() == [5e-9, 4e-9]


# ------------------------------------------------------------------ toolkit/influence.py
def test_influence_replacements_above_q_minus_1_are_every_other_token():
    from toolkit.influence import influence_estimates
    from toolkit.models import random_pairwise

    m = random_pairwise(3, 3, rng=0)
    X = np.array([[0, 1, 2], [2, 2, 0]])
    a = influence_estimates(m, X, replacements="all")
    b = influence_estimates(m, X, replacements=7, rng=1)   # clamped to the q - 1 = 2 others
    assert np.allclose(a.R, b.R) and np.allclose(a.L, b.L)


# ------------------------------------------------------------------ toolkit/calibration.py
def test_sampled_summary_to_dict_keeps_burn_in_and_default_coupling_times_reach_a_tenth():
    from toolkit.calibration import sampled_summary
    from toolkit.models import potts

    s = sampled_summary(potts(2, 4, 1.0), n_chains=4, n_steps=40, burn_in=10, n_pairs=2, n_replicates=64, rng=0)
    d = s.to_dict()
    assert (d["n_steps"], d["burn_in"], d["n_chains"]) == (40, 10, 4)
    # default coupling times: where the estimated bound crosses 1/2, 1/4 and 1/10 -- the latest is
    # the 0.9-quantile of every pair's coalescence times, so at most a tenth of any pair's replicates
    # is still apart there
    bounds = [q.estimate.value for q in s.quantities if q.spec.get("quantity") == "d"]
    assert bounds and min(bounds) <= 0.1
