"""prm25c (issue 30, eighth sweep): ``run_rejection_free`` honours ``lazy`` and records the
final step only by default.

Contracts: the exit rate is ``r(x) = (1 - lazy) (1/n) sum_i (1 - p_i(x_i | x_-i))`` (module
docstring). One site with two equal logits: ``r = (1 - lazy) / 2``; at ``lazy = 0.9`` a chain
changes state about ``0.05`` times per step, so ``200`` steps give about ``10`` changes
(Poisson-like, the mean over 200 chains has sd ~0.25; lazy dropped would give ~100).
``run_rejection_free``'s docstring: "Records default to the final step only"."""

import numpy as np

from toolkit.models import IndependentSites
from toolkit.sampling import run_rejection_free


def test_lazy_slows_the_jumps():
    run = run_rejection_free(IndependentSites(np.zeros((1, 2))), lazy=0.9, n_chains=200, n_steps=200, rng=1)
    assert 8.0 < float(np.mean(run.n_jumps)) < 12.0


def test_default_records_are_the_final_step_only():
    run = run_rejection_free(IndependentSites(np.zeros((2, 2))), n_chains=3, n_steps=50, rng=1)
    assert np.asarray(run.times).tolist() == [50]
