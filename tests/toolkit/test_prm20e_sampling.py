"""prm20e (issue 30): the n-fold-way jump splits its flat (site, token) index by q (a model with
n = q cannot tell q from n), and the built-in ``hamming_to_start`` measures each chain from its own
start (chains sharing one start cannot tell)."""
from __future__ import annotations

import numpy as np

from toolkit.models import IndependentSites
from toolkit.sampling import rejection_free_jump, run_chains


def test_jump_index_split_by_q_when_n_differs():
    # n = 2, q = 3: site 0 holds its likely token 0; site 1 (at 0) leaves to token 1 with
    # probability ~1 (logits -50, 0, -50): the jump sets x_1 = 1 and keeps x_0
    m = IndependentSites(np.array([[0.0, -50.0, -50.0], [-50.0, 0.0, -50.0]]))
    _, new, _ = rejection_free_jump(m, np.array([[0, 0], [0, 0]]), rng=0)
    assert new.tolist() == [[0, 1], [0, 1]]


def test_hamming_to_start_per_chain():
    m = IndependentSites(np.zeros((3, 2)))
    start = np.array([[0, 0, 0], [1, 1, 1]])
    run = run_chains(m, n_chains=2, n_steps=1, start=start, observables=["hamming_to_start"], rng=0)
    h = run.observable("hamming_to_start")
    assert h[:, 0].tolist() == [0.0, 0.0]  # at t = 0 each chain is at its own start
    assert set(h[:, 1].tolist()) <= {0.0, 1.0}  # one step changes at most one site
