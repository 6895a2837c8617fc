"""toolkit.semantic: the lexicon observable, embeddings from the sampler's own forward
passes, basins, dwell times, recurrence and the transition graph.

The basin bookkeeping (sojourns, censoring, visits, transition counts, recurrence,
traps) is checked against a brute-force loop over each chain's label sequence written
here independently of the vectorized code. Tests on tiny-en are marked ``mlm``; they use
a short run (3 chains x 60 steps on 6 slots) so the file takes a few seconds.
"""

from __future__ import annotations

import os

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.semantic import (
    LEXICON_PATH,
    BasinStats,
    basin_statistics,
    cluster_embeddings,
    lexicon_fraction,
    plot_basin_graph,
    plot_dwell_times,
    plot_observable,
    political_lexicon,
    semantic_run,
    semantic_trajectories,
)

N_CHAINS, N_STEPS, N_SLOTS, T = 3, 60, 6, 0.7


# --------------------------------------------------------------------------- brute force
def brute_force_basins(labels: np.ndarray, step: int):
    """Runs of each chain by a plain loop: (per-basin sojourns and censored flags in
    chain-then-time order, visits[b][c], counts[b][c], recurrent set, mean dwell)."""
    C, R = labels.shape
    k = int(labels.max()) + 1
    sojourns = {b: [] for b in range(k)}
    censored = {b: [] for b in range(k)}
    visits = [[0] * C for _ in range(k)]
    counts = [[0] * k for _ in range(k)]
    for c in range(C):
        runs = []  # (label, first record, last record)
        for r in range(R):
            lab = int(labels[c, r])
            if runs and runs[-1][0] == lab:
                runs[-1][2] = r
            else:
                runs.append([lab, r, r])
            if r > 0:
                counts[int(labels[c, r - 1])][lab] += 1
        for lab, r0, r1 in runs:
            sojourns[lab].append((r1 - r0 + 1) * step)
            censored[lab].append(r0 == 0 or r1 == R - 1)
            visits[lab][c] += 1
    recurrent = {b for b in range(k) if any(v >= 2 for v in visits[b])}
    mean = {b: (sum(sojourns[b]) / len(sojourns[b]) if sojourns[b] else None) for b in range(k)}
    return sojourns, censored, visits, counts, recurrent, mean


def check_against_brute_force(stats: BasinStats, labels: np.ndarray, step: int):
    soj, cens, visits, counts, recurrent, mean = brute_force_basins(labels, step)
    k = stats.k
    for b in range(k):
        assert stats.sojourns[b].tolist() == soj[b]
        assert stats.censored[b].tolist() == cens[b]
        assert stats.visits[b].tolist() == visits[b]
        if mean[b] is not None:
            assert stats.mean_dwell(b) == pytest.approx(mean[b], rel=1e-12)
    assert stats.counts.tolist() == counts
    assert set(stats.recurrent) == recurrent
    occupancy = np.array([(labels == b).sum() for b in range(k)]) / labels.size
    np.testing.assert_allclose(stats.occupancy, occupancy, rtol=1e-12)
    # every record is in exactly one sojourn
    assert sum(len(s) for s in soj.values()) == sum(int(stats.visits[b].sum()) for b in range(k))
    assert sum(sum(s) for s in soj.values()) == labels.size * step
    # traps: the basins with the longest mean dwell, at most k - 1 of them
    assert len(stats.traps) <= max(k - 1, 0)
    means = {b: m for b, m in mean.items() if m is not None}
    for t in stats.traps:
        others = [m for b, m in means.items() if b not in stats.traps]
        assert all(means[t] >= m for m in others)


# --------------------------------------------------------------------------- pure tests
def test_docstring_example_and_known_answer():
    s = basin_statistics(np.array([[0, 0, 1, 0], [1, 1, 1, 1]]))
    assert s.sojourns[0].tolist() == [2, 1] and s.censored[0].tolist() == [True, True]
    assert s.sojourns[1].tolist() == [1, 4] and s.censored[1].tolist() == [False, True]
    assert s.recurrent == (0,)
    assert s.counts.tolist() == [[1, 1], [1, 3]]
    assert s.traps == (1,)  # mean dwell 2.5 vs 1.5; one basin is left out of the traps
    G = s.graph(texts=["a", "b"])
    assert set(G.edges) == {(0, 1), (1, 0)}
    assert G.edges[0, 1]["count"] == 1 and G.edges[0, 1]["probability"] == pytest.approx(0.5)
    assert G.edges[1, 0]["jump_probability"] == 1.0 and G.nodes[0]["text"] == "a"


@pytest.mark.parametrize("seed", range(6))
def test_basin_statistics_matches_brute_force_on_random_labels(seed):
    rng = np.random.default_rng(seed)
    C, R, k = rng.integers(1, 5), rng.integers(1, 40), rng.integers(1, 5)
    # sticky label sequences: change with probability 0.3 per record
    labels = np.zeros((C, R), dtype=np.int64)
    labels[:, 0] = rng.integers(0, k, size=C)
    for r in range(1, R):
        change = rng.random(C) < 0.3
        labels[:, r] = np.where(change, rng.integers(0, k, size=C), labels[:, r - 1])
    step = int(rng.integers(1, 4))
    stats = basin_statistics(labels, step=step, k=int(labels.max()) + 1)
    check_against_brute_force(stats, labels, step)
    P = stats.transition_matrix
    rows = stats.counts.sum(axis=1) > 0
    np.testing.assert_allclose(P[rows].sum(axis=1), 1.0, rtol=1e-12)


def test_basin_statistics_rejects_bad_labels():
    with pytest.raises(InvalidInputError, match="labels"):
        basin_statistics(np.array([[0.5, 1.0]]))
    with pytest.raises(InvalidInputError, match="labels"):
        basin_statistics(np.array([[0, -1]]))


def test_clustering_finds_separated_blobs_and_is_seeded():
    rng = np.random.default_rng(0)
    centers = np.array([[0.0, 0.0], [10.0, 0.0], [0.0, 10.0]])
    sizes = [300, 200, 100]
    X = np.concatenate([c + rng.normal(size=(m, 2)) for c, m in zip(centers, sizes, strict=True)])
    a = cluster_embeddings(X, k_max=6, rng=1)
    b = cluster_embeddings(X, k_max=6, rng=1)
    assert a.k == 3 and max(a.silhouettes, key=a.silhouettes.get) == 3
    # numbered by decreasing size: the blobs of 300, 200, 100 points are basins 0, 1, 2
    truth = np.repeat([0, 1, 2], sizes)
    assert (a.labels == truth).all()
    np.testing.assert_array_equal(a.labels, b.labels)
    one = cluster_embeddings(np.ones((20, 3)), rng=0)
    assert one.k == 1 and (one.labels == 0).all()


def test_lexicon_file_words_and_observable_on_a_toy_token_set():
    words = political_lexicon()
    assert os.path.isfile(LEXICON_PATH) and "king" in words and "law" in words
    assert all(w == w.strip().lower() and " " not in w for w in words)

    class Toy:
        tokens = ["the", "king", "of", "law", "and"]
        vocab_size, length = 5, 3

    f = lexicon_fraction(Toy())
    assert f.words == ("king", "law")
    np.testing.assert_allclose(f(np.array([[1, 3, 0], [0, 2, 4], [1, 1, 1]])), [2 / 3, 0.0, 1.0])
    with pytest.raises(InvalidInputError, match="none of the lexicon words"):
        lexicon_fraction(Toy(), ["war", "throne"])


def test_semantic_run_with_a_user_embedding_on_a_toy_model():
    from toolkit.models import potts

    model = potts(3, 4, 1.0)
    with pytest.raises(InvalidInputError, match="no hidden states"):
        semantic_run(model, n_steps=5, rng=0)

    def one_hot(x):
        return np.eye(3)[x].reshape(x.shape[0], -1)

    res = semantic_trajectories(model, temperature=0.5, n_chains=2, n_steps=50, embedding=one_hot,
                                observables={"frac0": lambda x: (x == 0).mean(axis=1)}, rng=3)
    assert res.run.embeddings.shape == (2, 51, 12)
    np.testing.assert_array_equal(res.run.embeddings, one_hot(res.run.states.reshape(-1, 4)).reshape(2, 51, 12))
    np.testing.assert_allclose(res.run.observables["frac0"], (res.run.states == 0).mean(axis=2))
    check_against_brute_force(res.basins, res.clustering.labels.reshape(2, 51), 1)


# --------------------------------------------------------------------------- tiny-en
@pytest.fixture(scope="module")
def tiny():
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from toolkit.models import make_model

    return make_model("tiny-en", tokens="all", n=N_SLOTS)


@pytest.fixture(scope="module")
def result(tiny):
    return semantic_trajectories(tiny, temperature=T, n_chains=N_CHAINS, n_steps=N_STEPS, rng=1)


@pytest.mark.mlm
def test_lexicon_words_are_all_in_the_tiny_en_vocabulary(tiny):
    words = political_lexicon()
    assert set(words) <= set(tiny.tokens)
    assert lexicon_fraction(tiny).words == words


@pytest.mark.mlm
def test_shapes(result, tiny):
    run = result.run
    R = N_STEPS + 1
    assert run.times.tolist() == list(range(R))
    assert run.states.shape == (N_CHAINS, R, N_SLOTS)
    assert run.embeddings.shape == (N_CHAINS, R, tiny.model.config.hidden_size)
    assert run.observables["political"].shape == (N_CHAINS, R)
    assert result.clustering.labels.shape == (N_CHAINS * R,)
    assert len(result.texts) == result.k == result.basins.k
    assert result.representatives.shape == (result.k, N_SLOTS)


@pytest.mark.mlm
def test_political_fraction_equals_a_direct_count_on_decoded_text(result, tiny):
    words = set(political_lexicon())
    run = result.run
    for c in range(N_CHAINS):
        for r in range(run.times.size):
            text = tiny.decode(run.states[c, r])
            direct = sum(w in words for w in text.split()) / N_SLOTS
            assert run.observables["political"][c, r] == direct


@pytest.mark.mlm
def test_embeddings_come_from_the_samplers_masked_passes(result, tiny):
    """A state recorded once has the pooled hidden state of itself with one site masked
    (the site the next step updated); equal states have equal embeddings."""
    run = result.run
    flat = run.states.reshape(-1, N_SLOTS)
    emb = run.embeddings.reshape(flat.shape[0], -1)
    _, inv, cnt = np.unique(flat, axis=0, return_inverse=True, return_counts=True)
    inv = inv.reshape(-1)
    once = np.flatnonzero(cnt[inv] == 1)[:5]
    assert once.size > 0
    for idx in once:
        x = np.repeat(flat[idx][None], N_SLOTS, axis=0)
        _, h = tiny.logits_and_hidden(x, np.arange(N_SLOTS))
        err = np.abs(h - emb[idx]).max(axis=1)
        assert err.min() < 1e-9  # the same float32 pass, converted to float64 both times
    rep = np.flatnonzero(cnt[inv] > 1)
    if rep.size:
        same = np.flatnonzero(inv == inv[rep[0]])
        np.testing.assert_array_equal(emb[same], np.repeat(emb[same[:1]], same.size, axis=0))


@pytest.mark.mlm
def test_basins_dwell_and_recurrence_match_brute_force(result):
    labels = result.clustering.labels.reshape(N_CHAINS, N_STEPS + 1)
    check_against_brute_force(result.basins, labels, 1)
    G = result.graph()
    for b, c in G.edges:
        assert G.edges[b, c]["count"] == result.basins.counts[b, c] > 0
    assert sorted(G.nodes) == list(range(result.k))
    # each basin's representative is a state of that basin, decoded
    flat = result.run.states.reshape(-1, N_SLOTS)
    for b in range(result.k):
        members = flat[result.clustering.labels == b]
        assert (members == result.representatives[b]).all(axis=1).any()


@pytest.mark.mlm
def test_same_seed_same_result(result, tiny):
    again = semantic_trajectories(tiny, temperature=T, n_chains=N_CHAINS, n_steps=N_STEPS, rng=1)
    np.testing.assert_array_equal(again.run.states, result.run.states)
    np.testing.assert_array_equal(again.run.embeddings, result.run.embeddings)
    np.testing.assert_array_equal(again.clustering.labels, result.clustering.labels)
    assert again.texts == result.texts and str(again) == str(result)
    other = semantic_trajectories(tiny, temperature=T, n_chains=N_CHAINS, n_steps=N_STEPS, rng=2)
    assert not np.array_equal(other.run.states, result.run.states)


@pytest.mark.mlm
def test_figures_and_summary(result, tmp_path):
    import matplotlib.pyplot as plt

    for name, fig in [("obs", plot_observable([result])), ("graph", plot_basin_graph(result)),
                      ("dwell", plot_dwell_times([result]))]:
        fig.savefig(tmp_path / f"{name}.png")
        plt.close(fig)
        assert (tmp_path / f"{name}.png").stat().st_size > 1000
    text = str(result)
    assert f"T = {T:g}" in text and "recurrent basins" in text and "long-lived traps" in text
    with pytest.raises(InvalidInputError, match="no observable"):
        plot_observable([result], name="nope")
