"""prm24d: ``toolkit.semantic`` arguments the tests only passed at their defaults.

Each test passes a non-default value and checks its documented effect, so that a mutant
that ignores the argument (its default used) fails:

- ``_wrap(width)``: the lines of ``textwrap.wrap`` at that width (hand split);
- ``default_model(n)``: tiny-en on ``n`` slots (the loader is stubbed: it records ``n``);
- ``plot_basin_graph(max_label_basins)``: only basins ``0 .. max_label_basins - 1`` are labelled;
- ``semantic_study(observables, record_every, start)``: handed on to
  :func:`semantic_trajectories` at every temperature (stubbed: the study needs a model with
  hidden states);
- ``semantic_trajectories(record_every, start)`` and ``semantic_run(start)``: the records at
  steps ``0, record_every, ...`` and the chains' first recorded state is ``start``.
"""

import numpy as np

import toolkit.semantic as semantic
from toolkit.models import potts
from toolkit.semantic import (
    _wrap,
    default_model,
    plot_basin_graph,
    semantic_run,
    semantic_study,
    semantic_trajectories,
)

EMB = dict(embedding=lambda X: X.astype(float))


def test_wrap_width():
    # textwrap at width 7: "aaa bbb" fits (7 characters), "ccc" goes to the next line;
    # at the default 26 the whole text is one line
    assert _wrap("aaa bbb ccc", width=7) == "aaa bbb\nccc"
    assert _wrap("aaa bbb ccc", width=3) == "aaa\nbbb\nccc"


def test_default_model_n(monkeypatch):
    seen = {}
    monkeypatch.setattr(semantic, "make_model", lambda name, **kw: seen.update(name=name, **kw) or "model")
    assert default_model(3) == "model"
    assert seen == {"name": "tiny-en", "tokens": "all", "n": 3}


def _result():
    return semantic_trajectories(potts(2, 4, 1.0), temperature=1.0, n_chains=2, n_steps=40, k=3, rng=0, **EMB)


def test_plot_basin_graph_labels_only_the_first_basins():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    r = _result()
    assert r.k == 3
    for m, want in ((1, ["[0]"]), (2, ["[0]", "[1]"]), (None, ["[0]", "[1]", "[2]"])):
        fig, ax = plt.subplots()
        plot_basin_graph(r, ax=ax, max_label_basins=m)
        got = sorted(t.get_text().split()[0] for t in ax.texts if t.get_text().startswith("["))
        plt.close(fig)
        assert got == want, m


def test_semantic_study_hands_observables_record_every_start_on(monkeypatch):
    seen = []

    def fake(model, **kw):
        seen.append(kw)
        return semantic_trajectories(model, **{k: v for k, v in kw.items()}, **EMB)

    monkeypatch.setattr(semantic, "semantic_trajectories", fake)
    start = np.array([1, 0, 1, 0])
    obs = {"first": lambda s: s[..., 0].astype(float)}
    st = semantic_study(potts(2, 4, 1.0), temperatures=(0.5, 2.0), n_chains=2, n_steps=20, start=start,
                        observables=obs, record_every=5, k=2, rng=0)
    assert len(seen) == 2
    for kw, r in zip(seen, st.results, strict=True):
        assert kw["observables"] is obs and kw["record_every"] == 5 and kw["start"] is start
        np.testing.assert_array_equal(r.run.times, [0, 5, 10, 15, 20])
        np.testing.assert_array_equal(r.run.states[:, 0], [start, start])
        np.testing.assert_array_equal(r.run.observables["first"], r.run.states[..., 0])


def test_trajectories_record_every_and_start():
    start = np.array([1, 1, 0, 1])
    r = semantic_trajectories(potts(2, 4, 1.0), temperature=1.0, n_chains=3, n_steps=12, start=start,
                              record_every=4, k=2, rng=1, **EMB)
    # records at steps 0, 4, 8, 12 (the docstring of semantic_run), the first is the start
    np.testing.assert_array_equal(r.run.times, [0, 4, 8, 12])
    assert r.run.record_every == 4 and r.run.states.shape == (3, 4, 4)
    np.testing.assert_array_equal(r.run.states[:, 0], np.tile(start, (3, 1)))


def test_run_start():
    start = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    run = semantic_run(potts(2, 4, 1.0), temperature=1.0, n_chains=2, n_steps=3, start=start, rng=2, **EMB)
    np.testing.assert_array_equal(run.states[:, 0], start)
