"""prm26d (issue 30, ninth sweep): :mod:`toolkit.semantic` hands ``start`` on to the sampler
when it embeds with the model's own hidden states, and ``semantic_study`` hands ``start``,
``observables`` and ``record_every`` on to :func:`semantic_trajectories`.

Contracts (the docstrings): ``start`` is "as in run_chains" (a state (n,): every chain starts
there, and step 0 is recorded); records are "at steps 0, record_every, ... up to n_steps";
``observable_means[name]`` is "the mean of each observable over all records". The model is a
stand-in masked LM (uniform logits, the one-hot state as its pooled hidden state), so the run
goes through the hidden-state path (no ``embedding``).
"""

import numpy as np

import toolkit.semantic as semantic  # the module under test (automut's targeted set)

Q, N = 3, 3
START = np.array([2, 1, 0])


class _UniformLM:
    """q = 3, n = 3, every conditional uniform; the hidden state is the one-hot state."""

    vocab_size, length = Q, N

    def logits(self, x, sites):
        return np.zeros((np.asarray(x).shape[0], Q))

    def logits_and_hidden(self, x, sites):
        x = np.asarray(x)
        return self.logits(x, sites), np.eye(Q)[x].reshape(x.shape[0], -1)


def _first_site(X):
    return np.asarray(X)[:, 0].astype(float)


def test_hidden_state_run_starts_where_it_is_told():
    run = semantic.semantic_run(_UniformLM(), n_chains=4, n_steps=3, start=START, rng=0)
    assert (run.states[:, 0] == START).all()


def test_study_hands_start_observables_and_record_every_on():
    study = semantic.semantic_study(_UniformLM(), temperatures=[1.0], n_chains=4, n_steps=6, start=START,
                                    observables={"first": _first_site}, record_every=3, rng=0)
    r = study.results[0]
    assert r.run.states.shape[:2] == (4, 3)           # steps 0, 3, 6
    assert (r.run.states[:, 0] == START).all()        # every chain starts at START
    assert r.observable_means["first"] == np.mean(r.run.states[:, :, 0])  # the records' mean of x_0


def test_study_hands_k_max_and_n_traps_on():
    # k_max bounds the number of basins (cluster_embeddings: k in 2..k_max); n_traps = 0 asks for
    # min(0, k - 1) = 0 traps (basin_statistics)
    study = semantic.semantic_study(_UniformLM(), temperatures=[1.0], n_chains=4, n_steps=30, k_max=2, n_traps=0,
                                    rng=0)
    r = study.results[0]
    assert r.clustering.k == 2            # 27 distinct one-hot embeddings: at least two basins, at most k_max
    assert r.basins.traps == ()
