"""Contract sweep s3 (issue 30): toolkit.semantic promises executed but not pinned (trap order and
its tie rules, the k guard, complete-only dwells, NaN rows, to_dict keys, cluster numbering ties,
per-state averaging, defaults). Expected values are counted by hand from the label sequences.
"""

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit import semantic as sem
from toolkit.exceptions import InvalidInputError


def test_defaults():
    assert sem.DEFAULT_TEMPERATURES == (0.5, 1.5) and sem.DEFAULT_N == 10


def test_traps_longest_mean_dwell_first():
    # one chain: runs 0 x4, 1 x2, 2 x3, 3 x1 -> mean dwells 4, 2, 3, 1
    L = np.array([0, 0, 0, 0, 1, 1, 2, 2, 2, 3])
    assert sem.basin_statistics(L, n_traps=3).traps == (0, 2, 1)   # min(3, k - 1 = 3), longest first
    assert sem.basin_statistics(L, n_traps=2).traps == (0, 2)
    assert sem.basin_statistics(L, n_traps=9).traps == (0, 2, 1)   # at most k - 1: one basin is not a trap
    assert sem.basin_statistics(L, n_traps=0).traps == ()
    assert sem.basin_statistics(L).traps == (0, 2, 1)              # default n_traps = 3


def test_trap_ties_go_to_occupancy_then_the_smaller_index():
    # every run has length 2: equal mean dwells. Basin 1 holds 4 of 8 records, basins 0 and 2 hold 2 each
    L = np.array([[1, 1, 0, 0], [2, 2, 1, 1]])
    assert sem.basin_statistics(L, n_traps=1).traps == (1,)
    assert sem.basin_statistics(L, n_traps=2).traps == (1, 0)


def test_k_guard_and_an_unvisited_basin():
    L = np.array([[0, 0, 1]])
    with pytest.raises(InvalidInputError, match="`k`"):
        sem.basin_statistics(L, k=1)          # k below labels.max() + 1 = 2
    s = sem.basin_statistics(L, k=3)          # k = 3 > 2 is allowed: basin 2 never visited
    assert s.occupancy.tolist() == pytest.approx([2 / 3, 1 / 3, 0.0])
    P = s.transition_matrix
    # from basin 0: one stay, one move to 1; basins 1 (only at the last record) and 2: no row
    assert P[0].tolist() == [0.5, 0.5, 0.0]
    assert np.isnan(P[1]).all() and np.isnan(P[2]).all()
    assert math.isnan(s.mean_dwell(2))
    with pytest.raises(InvalidInputError, match="`step`"):
        sem.basin_statistics(L, step=0)


def test_mean_dwell_complete_only_and_step():
    # runs: 0 x1 (censored: first), 1 x2 (complete), 0 x3 (censored: last); 5 steps per record
    s = sem.basin_statistics(np.array([0, 1, 1, 0, 0, 0]), step=5)
    assert s.mean_dwell(0) == 10.0 and math.isnan(s.mean_dwell(0, complete_only=True))
    assert s.mean_dwell(1, complete_only=True) == 10.0
    assert s.mean_dwells.tolist() == [10.0, 10.0]


def test_basin_to_dict_and_table():
    s = sem.basin_statistics(np.array([[0, 1, 1, 0, 0, 0]]), step=2)
    d = s.to_dict()
    assert d == {"k": 2, "step": 2, "occupancy": [4 / 6, 2 / 6], "mean_dwell": [4.0, 4.0], "visits": [2, 1],
                 "recurrent": [0], "traps": [0], "counts": [[2, 1], [1, 1]], "sojourns": [[2, 6], [4]],
                 "censored": [[True, True], [False]]}
    head = s.table().splitlines()[0].split()
    assert head[:3] == ["basin", "occupancy", "visits"] and head[-2:] == ["recurrent", "trap"]


def test_semantic_result_to_dict_keys():
    run = SimpleNamespace(temperature=0.5, n_chains=2, n_steps=7, embedding_method="e", wall_time=1.5)
    cl = SimpleNamespace(rule="k given", silhouettes={2: 0.25})
    basins = sem.basin_statistics(np.array([[0, 1]]))
    r = sem.SemanticResult(run, cl, basins, np.zeros((2, 1)), ("a", "b"), {"political": 0.1})
    d = r.to_dict()
    assert d["temperature"] == 0.5 and d["n_chains"] == 2 and d["n_steps"] == 7 and d["k"] == 2
    assert d["silhouettes"] == {"2": 0.25} and d["texts"] == ["a", "b"] and d["rule"] == "k given"
    assert d["observable_means"] == {"political": 0.1} and d["wall_time"] == 1.5 and d["embedding_method"] == "e"
    assert d["basins"] == basins.to_dict()
    st = sem.SemanticStudy((r,), "m", 2.0)
    assert st.to_dict() == {"model": "m", "seconds": 2.0, "results": [d]} and st.temperatures == (0.5,)


def test_equal_size_clusters_numbered_by_first_appearance():
    X = np.array([[10.0], [10.1], [0.0], [0.1]])
    cl = sem.cluster_embeddings(X, k=2, rng=0)
    assert cl.labels.tolist() == [0, 0, 1, 1]
    assert cl.centroids[:, 0] == pytest.approx([10.05, 0.05])


def test_k_guard_of_the_clustering():
    X = np.array([[0.0], [0.0], [1.0]])
    with pytest.raises(InvalidInputError, match="`k`=3 exceeds the 2 distinct"):
        sem.cluster_embeddings(X, k=3, rng=0)
    assert sem.cluster_embeddings(X, k=2, rng=0).k == 2
    with pytest.raises(InvalidInputError, match="`k_max`"):
        sem.cluster_embeddings(X, k_max=1, rng=0)
    with pytest.raises(InvalidInputError, match="`max_points`"):
        sem.cluster_embeddings(X, max_points=9, rng=0)


def test_average_per_state_is_the_mean_over_every_visit():
    # chain 0 visits state (0, 1) twice with embeddings 1 and 3, chain 1 once with 5: mean 3
    states = np.array([[[0, 1], [1, 1], [0, 1]], [[0, 1], [1, 0], [1, 0]]])
    emb = np.array([[[1.0], [7.0], [3.0]], [[5.0], [2.0], [4.0]]])
    out = sem._average_per_state(states, emb)
    assert out[..., 0].tolist() == [[3.0, 7.0, 3.0], [3.0, 3.0, 3.0]]


def test_lexicon_fraction_counts_slots_and_skips_absent_words():
    model = SimpleNamespace(tokens=["war", "cat", "vote", "dog"])
    f = sem.lexicon_fraction(model, ["vote", "senate", "war"], name="pol")
    assert f.words == ("vote", "war") and f.token_indices.tolist() == [0, 2] and f.__name__ == "pol"
    # 2 of 3 slots, 0 of 3, 3 of 3
    assert f(np.array([[0, 1, 2], [1, 3, 1], [2, 2, 0]])).tolist() == pytest.approx([2 / 3, 0.0, 1.0])


def test_semantic_run_with_a_user_embedding_records_and_names():
    from toolkit.models import IndependentSites

    m = IndependentSites(np.zeros((3, 4)))
    m.tokens = ["king", "cat", "law", "dog"]

    def emb(states):
        return np.asarray(states, dtype=float) * 10.0

    def lam(x):
        return x.sum(axis=1)

    lam.__name__ = ""
    run = sem.semantic_run(m, n_chains=2, n_steps=6, record_every=2, embedding=emb,
                           observables=[lambda x: x[:, 0], lam], rng=0)
    assert run.times.tolist() == [0, 2, 4, 6] and run.states.shape == (2, 4, 3)
    np.testing.assert_array_equal(run.embeddings, run.states * 10.0)
    # the built-in political fraction first, then a lambda by its name, an unnamed one as f<k>
    assert list(run.observables) == ["political", "<lambda>", "f1"]
    pol = np.isin(run.states, [0, 2]).mean(axis=-1)     # "king" and "law" are lexicon words
    np.testing.assert_allclose(run.observables["political"], pol)
    assert run.temperature == 1.0 and run.n_chains == 2 and run.record_every == 2
    with pytest.raises(InvalidInputError, match="`embedding` must return shape"):
        sem.semantic_run(m, n_chains=2, n_steps=2, embedding=lambda s: np.zeros(3), rng=0)
