"""Coverage-driven tests of toolkit/semantic.py (issue 30, branch cov5h2): lexicon file
errors, observables given as a callable or a list, the sampler's-own-passes embedding with
record_every > 1, the study over several temperatures, clustering input checks and the
text forms; on a 3-colour Potts chain (no MLM needed), each against the docstring or a
direct computation."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.semantic import (
    Clustering,
    SemanticResult,
    SemanticStudy,
    basin_statistics,
    cluster_embeddings,
    political_lexicon,
    semantic_run,
    semantic_study,
    semantic_trajectories,
)


class _HiddenPotts:
    """Potts(3, 4) with a `logits_and_hidden` whose pooled 'hidden state' is the one-hot of
    the state (independent of the masked site), so every record's embedding is known."""

    def __init__(self):
        self._m = potts(3, 4, 1.0)
        self.vocab_size, self.length = 3, 4
        self.logits_calls = 0
        self.hidden_calls = 0
        self.name = "hidden-potts"

    def logits(self, x, sites):
        self.logits_calls += 1
        return self._m.logits(x, sites)

    def logits_and_hidden(self, x, sites):
        self.hidden_calls += 1
        return self._m.logits(x, sites), np.eye(3)[np.asarray(x)].reshape(len(x), -1)


def test_lexicon_file_errors_comments_and_duplicates(tmp_path):
    with pytest.raises(InvalidInputError, match="cannot read the lexicon file"):
        political_lexicon(tmp_path / "missing.txt")
    empty = tmp_path / "empty.txt"
    empty.write_text("# only a comment\n\n   \n")
    with pytest.raises(InvalidInputError, match="holds no words"):
        political_lexicon(empty)
    # docstring: one word per line, '#' starts a comment, blank lines skipped; duplicates once, in order
    f = tmp_path / "w.txt"
    f.write_text("king  # a ruler\n\nlaw\nking\n")
    assert political_lexicon(f) == ("king", "law")


def test_embedding_checks_and_observable_names():
    model = potts(3, 4, 1.0)
    with pytest.raises(InvalidInputError, match="`embedding` must be callable; got 3"):
        semantic_run(model, n_steps=2, embedding=3, rng=0)
    with pytest.raises(InvalidInputError, match=r"`embedding` must return shape \(6, d\); got \(5, 2\)"):
        semantic_run(model, n_chains=2, n_steps=2, embedding=lambda x: np.zeros((5, 2)), rng=0)

    def zeros(x):
        return (x == 0).mean(axis=1)

    # one callable: recorded under its __name__; a list: by __name__, else "f{k}"
    r = semantic_run(model, n_chains=2, n_steps=3, embedding=lambda x: np.ones((len(x), 1)),
                     observables=zeros, rng=0)
    assert set(r.observables) == {"zeros"}
    np.testing.assert_allclose(r.observables["zeros"], (r.states == 0).mean(axis=2))
    part = functools.partial(lambda x, c: (x == c).mean(axis=1), c=1)  # a partial has no __name__
    r = semantic_run(model, n_chains=2, n_steps=3, embedding=lambda x: np.ones((len(x), 1)),
                     observables=[zeros, part], rng=0)
    assert set(r.observables) == {"zeros", "f1"}
    np.testing.assert_allclose(r.observables["f1"], (r.states == 1).mean(axis=2))
    text = str(r)  # __str__: model, T, chains x steps, records, embedding size, observables
    assert "2 chains x 3 steps, 4 records, embeddings d=1" in text and "['f1', 'zeros']" in text


def test_own_passes_with_record_every_two():
    # with record_every=2 only the passes of recorded steps ask for hidden states; the others
    # call logits. n_steps=6: records 0, 2, 4, 6 -> 4 hidden passes of n_steps+1 = 7 calls
    m = _HiddenPotts()
    r = semantic_run(m, n_chains=2, n_steps=6, record_every=2, rng=5)
    assert r.times.tolist() == [0, 2, 4, 6]
    assert (m.hidden_calls, m.logits_calls) == (4, 3)
    # the embedding of a state is the mean of its captured hidden states = its one-hot
    want = np.eye(3)[r.states].reshape(2, 4, 12)
    np.testing.assert_allclose(r.embeddings, want)


def test_study_sorts_temperatures_and_reports_them():
    m = _HiddenPotts()
    with pytest.raises(InvalidInputError, match="`temperatures` is empty"):
        semantic_study(m, temperatures=[], n_chains=2, n_steps=4, rng=0)
    s = semantic_study(m, temperatures=[2.0, 0.5], n_chains=2, n_steps=4, k=1, rng=0)
    assert s.temperatures == (0.5, 2.0)  # docstring: sorted, low first
    assert s.model == "hidden-potts (q=3, n=4)"
    assert str(s).startswith("Semantic trajectories of hidden-potts (q=3, n=4) at T = 0.5, 2")
    d = s.to_dict()
    assert d["model"] == s.model and [x["temperature"] for x in d["results"]] == [0.5, 2.0]
    # a single temperature as a number
    s1 = semantic_study(m, temperatures=1.5, n_chains=2, n_steps=4, k=1, rng=0)
    assert s1.temperatures == (1.5,)


def test_cluster_embeddings_input_checks_and_str():
    with pytest.raises(InvalidInputError, match=r"`embeddings` must have shape \(N, d\) with N >= 1; got \(3,\)"):
        cluster_embeddings(np.zeros(3))
    with pytest.raises(InvalidInputError, match="`embeddings` must be finite"):
        cluster_embeddings(np.array([[0.0], [np.nan]]))
    with pytest.raises(InvalidInputError, match="`k`=3 exceeds the 2 distinct embeddings"):
        cluster_embeddings(np.array([[0.0], [1.0], [1.0]]), k=3)
    c = Clustering(np.zeros(2, dtype=int), np.zeros((1, 1)), 2, {2: 0.5, 3: 0.25}, "rule r")
    assert str(c) == "Clustering(k=2; rule r; silhouettes k=2: 0.500, k=3: 0.250)"


def test_basin_statistics_of_one_chain_is_the_chain_as_a_row():
    # docstring: a 1-d array is one chain
    lab = np.array([0, 0, 1, 1, 1, 0])
    a, b = basin_statistics(lab), basin_statistics(lab[None, :])
    assert a == b
    np.testing.assert_allclose(a.occupancy, [0.5, 0.5])  # 3 of 6 records in each basin


def test_plots_of_one_result_and_of_a_study(tmp_path):
    pytest.importorskip("matplotlib")
    from toolkit.semantic import plot_dwell_times, plot_observable

    model = potts(3, 4, 1.0)
    res = semantic_trajectories(model, n_chains=2, n_steps=20, embedding=lambda x: np.eye(3)[x].reshape(len(x), -1),
                                observables={"zeros": lambda x: (x == 0).mean(axis=1)}, rng=2)
    assert isinstance(res, SemanticResult)
    fig = plot_observable(res, name="zeros", path=tmp_path / "obs.png")  # one result: one panel
    assert len(fig.axes) == 1 and (tmp_path / "obs.png").stat().st_size > 0
    fig = plot_observable([res, res], name="zeros")  # a sequence of results: one panel each
    assert len(fig.axes) == 2
    fig = plot_dwell_times(res, path=tmp_path / "dwell.png")
    assert (tmp_path / "dwell.png").stat().st_size > 0
    fig = plot_observable(SemanticStudy((res, res, res), "m"), name="zeros")  # a study: its results
    assert len(fig.axes) == 3
