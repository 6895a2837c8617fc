"""Sweep 8 s2 (issue 30): toolkit.app.study's sections size their grids from the budget.

Each section turns its share of the budget into model rows (``Budget.rows``: seconds x share /
per_row) and sizes its work by the section's cost model; the numbers below are worked by hand
from those cost models (quoted in each test) with ``per_row = 1 s`` and ``per_call = 0`` so that
rows = seconds x share exactly (the quench's few milliseconds come off the incompatibility
section's rows: a fraction of one row, hence budgets whose row counts sit mid-way between
integers). Also: the mixing section's start pairs (a real MLM: its sequence twice and two
uniform random states against four uniform random states; a toy family: constant sequences and
random pairs) and its replicates (12 on an MLM, 64 on a toy)."""

import math

import numpy as np
import pytest

from toolkit.app import study as st
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, make_model, potts


def _budget(seconds, section):
    return st.Budget(seconds, per_call=0.0, per_row=1.0, shares={section: 1.0})


# ---------------------------------------------------------------------- incompatibility
# cost model (study._incompatibility): per context, n rows of the sequence's pass plus 2 k rows
# (k = 2: top-2 tokens) per site pair, so n_pairs = floor((rows / contexts - n) / (2 k)),
# at least 1, at most n (n - 1) / 2, "all" when it reaches every pair

def test_incompatibility_pairs_from_the_budget_one_context():
    # potts(2, 40): the all-0 sequence is its own zero-temperature fixed point: 1 context;
    # 442 rows: (442 - 40) / 4 = 100.5 -> 100 random pairs of 780
    s = st._incompatibility(potts(2, 40, 0.1), _budget(442.0, "incompatibility"), 0)
    assert (s.data["n_pairs"], s.data["pairs"]) == (100, "random")
    assert s.data["n_rectangles"] == 100  # q = 2: one rectangle per pair and context
    assert "100 random site pairs of 780" in s.text[0] and "at 1 context(s)" in s.text[0]


@pytest.mark.parametrize(("seconds", "n_pairs", "pairs"),
                         [(82.0, 8, "random"),     # (82 / 2 - 6) / 4 = 8.75
                          (128.0, 14, "random"),   # (64 - 6) / 4 = 14.5: one below the 15 pairs
                          (136.0, 15, "all"),      # (68 - 6) / 4 = 15.5 >= 15: every pair
                          (20.0, 1, "random")])    # (10 - 6) / 4 = 1 - epsilon: at least one pair
def test_incompatibility_pairs_from_the_budget_two_contexts(seconds, n_pairs, pairs):
    # every site prefers token 1 (h = [0, 2]): the all-0 sequence quenches to all-1, 2 contexts
    m = IndependentSites(np.tile([0.0, 2.0], (6, 1)))
    s = st._incompatibility(m, _budget(seconds, "incompatibility"), 0)
    assert (s.data["n_pairs"], s.data["pairs"]) == (n_pairs, pairs)
    assert "at 2 context(s)" in s.text[0]
    assert s.data["n_rectangles"] == 2 * n_pairs


# ---------------------------------------------------------------------- influence
# cost model (study._influence): rows = seconds x share / len(temps) x 1.5; r = min(q - 1, 3)
# replacement tokens; the window is the largest w <= n with (w + r w^2) x 2 <= rows, at least 2

def _influence(q, n, seconds, temps=(1.0,), monkeypatch=None):
    seen = []
    if monkeypatch is not None:
        real = st.influence_estimates

        def spy(*a, **k):
            seen.append(k["replacements"])
            return real(*a, **k)
        monkeypatch.setattr(st, "influence_estimates", spy)
    return st._influence(potts(q, n, 0.3), list(temps), _budget(seconds, "influence"), 0), seen


@pytest.mark.parametrize(("seconds", "temps", "window"),
                         [(40.0, (1.0,), 5),        # 60 rows: w = 5 costs (5 + 25) 2 = 60 exactly
                          (39.9, (1.0,), 4),        # 59.85 rows: w = 5 no longer fits
                          (56.0, (1.0,), 6),        # 84 rows: (6 + 36) 2 = 84
                          (80.0, (0.5, 1.0), 5)])   # 80 / 2 x 1.5 = 60 rows: the share is per T
def test_influence_window_from_the_budget(seconds, temps, window):
    s, _ = _influence(2, 10, seconds, temps)
    assert s.skipped is None and s.data["window"] == window
    assert f"a window of {window} of the 10 free sites" in s.text[0]
    assert sorted(s.data["per_temperature"]) == sorted(f"{T:g}" for T in temps)


def test_influence_window_with_three_replacements():
    # q = 6: r = 3; 150 rows: w = 4 costs (4 + 48) 2 = 104, w = 5 (5 + 75) 2 = 160
    s, _ = _influence(6, 6, 100.0)
    assert (s.data["window"], s.data["replacements"]) == (4, 3)


def test_two_sites_are_enough_one_is_not():
    s, _ = _influence(2, 2, 1e6)
    assert s.skipped is None and s.data["window"] == 2
    assert "every free site" in s.text[0]
    one, _ = _influence(2, 1, 1e6)
    assert one.skipped == "fewer than 2 sites"
    # a budget too small for any window still keeps 2 sites: the loop stops at w = 2
    tight, _ = _influence(2, 10, 1.0)
    assert tight.skipped is None and tight.data["window"] == 2


@pytest.mark.parametrize(("q", "expected", "words"),
                         [(2, "all", "every other token"),      # r = 1 = q - 1
                          (4, "all", "every other token"),      # r = 3 = q - 1
                          (6, 3, "3 random other tokens")])     # r = 3 < q - 1 = 5
def test_influence_replacements_all_only_when_r_is_every_other_token(q, expected, words, monkeypatch):
    s, seen = _influence(q, 3, 1e6, temps=(0.5, 2.0), monkeypatch=monkeypatch)
    assert seen == [expected, expected]  # once per temperature
    assert s.data["replacements"] == min(q - 1, 3)
    assert f"{words} at each site" in s.text[0]


# ---------------------------------------------------------------------- mixing start pairs
class _Stop(Exception):
    pass


def _mixing_starts(model, seed, monkeypatch):
    got = {}

    def spy(model, **k):
        got.update(k)
        raise _Stop
    monkeypatch.setattr(st, "mixing_bounds", spy)
    with pytest.raises(_Stop):
        st._mixing(model, [1.0], st.Budget(100.0, 0.0, 1e-3), "maximal", None, seed, None)
    return got


def test_mixing_starts_on_a_real_mlm_are_the_sequence_and_uniform_states(monkeypatch):
    m = make_model("masked-independent", n=6, length=10, seed=0, q=3)
    assert st._is_mlm(m)
    x0 = st._start(m)
    rand_x, rand_y = [], []
    for seed in range(3):
        got = _mixing_starts(m, seed, monkeypatch)
        xs, ys = got["starts"]
        assert xs.shape == ys.shape == (4, 6) and got["n_replicates"] == 12
        np.testing.assert_array_equal(xs[:2], [x0, x0])
        rand_x.append(xs[2:])
        rand_y.append(ys)
    # uniform over V^n: every token of V, 0 included, turns up among the random states
    # (3 seeds x 12 random tokens in xs: a token absent has probability 3 (2/3)^36 < 1e-5)
    assert set(np.concatenate(rand_x).ravel().tolist()) == {0, 1, 2}
    assert set(np.concatenate(rand_y).ravel().tolist()) == {0, 1, 2}


def test_mixing_starts_on_a_toy_are_constant_sequences_and_random_pairs(monkeypatch):
    got = _mixing_starts(potts(2, 4, 1.0), 0, monkeypatch)
    xs, ys = got["starts"]
    assert got["n_replicates"] == 64
    # q = 2: the one extreme pair 0^n / 1^n, then 2 random pairs
    assert xs.shape == (3, 4)
    np.testing.assert_array_equal(xs[0], [0, 0, 0, 0])
    np.testing.assert_array_equal(ys[0], [1, 1, 1, 1])
    assert all((xs[k] != ys[k]).any() for k in range(3))


# ---------------------------------------------------------------------- the budget's check
@pytest.mark.parametrize("budget", [0.0, -1.0, math.nan, math.inf])
def test_study_refuses_a_budget_not_positive_and_finite(budget, tmp_path):
    with pytest.raises(InvalidInputError, match="`budget` must be > 0 and finite"):
        st.study(potts(2, 3, 1.0), str(tmp_path), budget=budget)


# ---------------------------------------------------------------------- mixing: pilot and per-T seconds
def _spy(monkeypatch, name):
    got = []

    def spy(model, **k):
        got.append(k)
        raise _Stop
    monkeypatch.setattr(st, name, spy)
    return got


@pytest.mark.parametrize(("seconds", "steps"), [(20000.0, 100),   # 20000 x 0.12 / 3 / 8 rows = 100 calls
                                                (1000.0, 10),      # 5 calls: at least 10 steps
                                                (1e6, 400)])       # 5000 calls: at most 400 steps
def test_coupling_pilot_steps_from_an_eighth_of_a_third_of_the_mixing_share(seconds, steps, monkeypatch):
    # the pilot: 12% of the mixing share over 3 couplings, in calls of 2 pairs x 2 replicates x 2 chains
    got = _spy(monkeypatch, "coupling_pilot")
    with pytest.raises(_Stop):
        st._mixing(potts(2, 4, 1.0), [1.0], _budget(seconds, "mixing"), "auto", None, 0, None)
    (k,) = got
    assert k["n_steps"] == steps and k["n_replicates"] == 2 and k["temperature"] == 1.0
    xs, ys = k["starts"]
    assert xs.shape == ys.shape == (2, 4)   # the first 2 start pairs


@pytest.mark.parametrize(("seconds", "temps", "first_s"),
                         [(100.0, (1.0,), 100.0),             # the whole share at T = 1
                          (0.5, (1.0,), 1.0),                 # at least one second
                          (100.0, (0.5, 1.0, 2.0), 25.0),     # T = 1 half, the other two a quarter each
                          (100.0, (0.5, 2.0), 50.0)])         # no T = 1: equal shares
def test_mixing_seconds_per_temperature(seconds, temps, first_s, monkeypatch):
    got = _spy(monkeypatch, "mixing_bounds")
    b = st.Budget(seconds, per_call=0.0, per_row=1e-3, shares={"mixing": 1.0})
    with pytest.raises(_Stop):
        st._mixing(potts(2, 4, 1.0), list(temps), b, "maximal", None, 0, None)
    (k,) = got
    assert k["temperature"] == min(temps) and k["budget_s"] == pytest.approx(first_s)
    # steps: 4 x seconds / (per_call + per_row x 2 x P x R), P = 3 pairs (1 extreme + 2 random), R = 64,
    # at least 20: 100 s -> 4 x 100 / 0.384 = 1041.7
    assert k["max_steps"] == max(20, int(4 * first_s / (1e-3 * 2 * 3 * 64)))
    assert k["coupling"] == "maximal" and k["n_replicates"] == 64


def test_an_mlm_that_does_not_say_it_has_words_gives_the_semantic_share_to_mixing(tmp_path, monkeypatch):
    # a masked LM without a split_chars attribute is taken as residue-like (no words to read): not
    # a text model, so the semantic share (0.1) goes to mixing (0.52 + 0.1); with split_chars False
    # (words) it is a text model and the shares stay
    from toolkit.app.report._model import Section

    for key in st.SECTION_KEYS:
        monkeypatch.setattr(st, f"_{key}", lambda *a, _k=key: Section(_k, _k))
    monkeypatch.setattr(st, "pilot_cost", lambda model, batch, rng: (0.01, 0.001))
    toy = make_model("masked-independent", n=4, length=6, seed=0, q=3)

    class NoWords:
        vocab_size, length, name = toy.vocab_size, toy.length, "no-words"
        _template_args = toy._template_args

        def with_template(self, **kw):
            return toy.with_template(**kw)

        def initial_state(self):
            return toy.initial_state()

        def decode(self, x):
            return toy.decode(x)

    class Words(NoWords):
        split_chars = False

    assert st._is_mlm(NoWords()) and not hasattr(NoWords(), "split_chars")
    rep = st.study(NoWords(), str(tmp_path / "a"), budget=10.0, sections=["mixing"], rng=0)
    shares = rep.sections[0].data["shares"]
    assert shares["semantic"] == 0.0 and shares["mixing"] == pytest.approx(0.62)
    rep = st.study(Words(), str(tmp_path / "b"), budget=10.0, sections=["mixing"], rng=0)
    assert rep.sections[0].data["shares"] == st.SHARES


# ---------------------------------------------------------------------- semantic: steps and record
@pytest.mark.parametrize(("seconds", "steps", "every"), [(1200.0, 50, 1),     # 1200 x 1/2 / 6 rows = 100 calls, / 2
                                                         (9600.0, 400, 2),    # 800 calls / 2; a record every 400 // 200
                                                         (7200.0, 300, 1),    # 300 // 200 = 1 (not 1.5)
                                                         (60.0, 20, 1)])      # 5 calls / 2: at least 20 steps
def test_semantic_section_steps_records_and_data(seconds, steps, every, monkeypatch, tmp_path):
    # cost model (study._semantic): per T, calls of 6 chains in half its share of the budget, halved
    # (hidden states cost about 2 calls); a record every steps // 200 steps (at least 1)
    from types import SimpleNamespace

    seen = []

    def fake(model, **kw):
        seen.append(kw)
        basins = SimpleNamespace(occupancy=np.array([0.75, 0.25]), traps=(0,), mean_dwell=lambda i: 3.0 - i)
        return SimpleNamespace(k=2, texts=("a b", "c d"), basins=basins,
                               clustering=SimpleNamespace(rule="k by silhouette"))
    monkeypatch.setattr(st, "semantic_trajectories", fake)
    monkeypatch.setattr(st, "plot_basin_graph", lambda res: None)
    monkeypatch.setattr(st, "save", lambda fig, out_dir, name: name)
    toy = make_model("masked-independent", n=4, length=6, seed=0, q=3)

    class Words:
        vocab_size, length, split_chars = toy.vocab_size, toy.length, False
        _template_args = toy._template_args

        def with_template(self, **kw):
            return toy.with_template(**kw)

        def initial_state(self):
            return toy.initial_state()

        def decode(self, x):
            return toy.decode(x)

        def logits_and_hidden(self, x, sites):
            raise AssertionError("not called: semantic_trajectories is stubbed")

    s = st._semantic(Words(), [2.0, 1.0, 0.5], _budget(seconds, "semantic"), str(tmp_path), 0)
    assert s.skipped is None
    assert [k["temperature"] for k in seen] == [0.5, 2.0]          # the lowest and the highest T
    assert all(k["n_steps"] == steps and k["record_every"] == every and k["n_chains"] == 6 for k in seen)
    assert all(type(k["record_every"]) is int for k in seen)
    assert s.data == {"per_temperature": [{"T": 0.5, "k": 2, "texts": ["a b", "c d"], "n_steps": steps},
                                          {"T": 2.0, "k": 2, "texts": ["a b", "c d"], "n_steps": steps}],
                      "n_steps": steps, "n_chains": 6}
    assert [f for f, _ in s.figures] == ["study_basins_T0.5.png", "study_basins_T2.png"]
