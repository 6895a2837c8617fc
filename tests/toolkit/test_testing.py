"""``toolkit.testing`` (issue 28): a user's sampler checked against the exact kernel.

The pieces are checked against independent values (the Pearson statistic against
scipy.stats.chisquare, Holm's correction by hand, the detectable effect size against
Cohen's power tables), the verdict on samplers whose answer is known (a correct numpy step
written here, not the toolkit's; each planted mistake), and the false-failure rate of a
correct sampler over fixed seeds with a binomial test.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from toolkit.app import testing as tt
from toolkit.exceptions import GlauberError
from toolkit.models import potts, random_pairwise
from toolkit.results import load_result
from toolkit.testing import (
    MISTAKES,
    check_sampler,
    check_stationary,
    planted_step,
    reference_step,
    with_specials,
)

#: extra ("special") token logits of the toy used for the special-tokens mistake: at T = 0.7 on
#: random_pairwise(3, 4, 0.8, rng=1) they take 0.4 % to 34 % of a site's softmax (TV to the
#: claimed row 0.004 to 0.17 per start, median 0.047)
TOY_SPECIALS = [-1.0, -2.0]


def _softmax(v):
    e = np.exp(v - v.max())
    return e / e.sum()


def hand_step(model, T):
    """A random-scan Glauber step written from the definition, one row at a time (independent
    of toolkit.app.testing's vectorized reference step)."""
    q, n = model.vocab_size, model.length

    def step(X, rng):
        Y = np.array(X, copy=True)
        for b in range(Y.shape[0]):
            i = int(rng.integers(n))
            p = _softmax(np.asarray(model.logits(Y[b:b + 1], np.array([i])), dtype=float)[0] / T)
            Y[b, i] = rng.choice(q, p=p)
        return Y

    return step


# ---------------------------------------------------------------------- pieces by hand
def test_pearson_without_pooling_is_scipys_chisquare():
    p = np.array([0.1, 0.2, 0.3, 0.4, 0.0])
    counts = np.array([90, 210, 310, 390, 0])
    stat, dof, pv, imp = tt._pearson(counts, p)
    ref = stats.chisquare(counts[:4], 1000 * p[:4])  # every cell expects >= 20: nothing pooled
    assert (dof, imp) == (3, 0)
    assert stat == pytest.approx(ref.statistic, rel=1e-12) and pv == pytest.approx(ref.pvalue, rel=1e-12, abs=0)


def test_pearson_pools_small_cells_and_rejects_impossible_draws():
    assert tt.MIN_EXPECTED == 20
    p = np.array([0.01, 0.02, 0.03, 0.94])  # at N = 1000 they expect 10, 20, 30, 940: the first two pooled (30)
    counts = np.array([12, 15, 33, 940])
    stat, dof, pv, _ = tt._pearson(counts, p)
    assert dof == 2
    assert stat == pytest.approx((27 - 30) ** 2 / 30 + (33 - 30) ** 2 / 30 + 0.0, rel=1e-12, abs=0)
    assert tt._pearson(np.array([1, 99, 0]), np.array([0.0, 0.5, 0.5]))[2:] == (0.0, 1)  # a draw of probability 0


def test_holm_by_hand():
    # sorted 0.005, 0.01, 0.03, 0.04 times 4, 3, 2, 1 = 0.02, 0.03, 0.06, 0.04; running max 0.02, 0.03, 0.06, 0.06
    adj = tt._holm(np.array([0.01, 0.04, 0.03, 0.005]))
    np.testing.assert_allclose(adj, [0.03, 0.06, 0.06, 0.02], rtol=1e-12)


def test_detectable_effect_size_matches_cohens_power_table():
    # Cohen (1988), Statistical Power Analysis, chi-square tables (also G*Power 3): df = 1,
    # alpha = 0.05, power 0.95, w = 0.3 needs N = 145 (noncentrality 12.99)
    assert tt._detectable_w(1, 0.05, 145) == pytest.approx(0.3, abs=0.002)
    # closed form at df = 1: the statistic is (Z + delta)^2, so power 0.95 at level a needs
    # delta = z_{1 - a/2} + z_{0.95} (the far tail, below 1e-9 here, neglected) and w = delta / sqrt(N)
    a = 1e-3
    delta = stats.norm.isf(a / 2) + stats.norm.isf(0.05)
    assert tt._detectable_w(1, a, 1000) == pytest.approx(delta / math.sqrt(1000), rel=1e-6)


# ---------------------------------------------------------------------- verdicts on known samplers
def test_a_correct_hand_written_sampler_passes_random_and_k_steps():
    m = random_pairwise(2, 4, 0.8, rng=3)
    step = hand_step(m, 0.8)
    one = check_sampler(step, m, 0.8, n_samples=300, rng=1)
    assert one.passed and one.kind == "one-step" and len(one.starts) == 16
    three = check_sampler(step, m, 0.8, steps=3, n_samples=300, rng=2)
    assert three.passed and three.kind == "k-step"
    # the same sampler against a wrong claim (T = 0.4): caught at 600 draws per start (at 300, with every
    # cell pooled to 20 expected draws, the smallest Holm-adjusted p-value is 0.009: not below 1e-3)
    assert not check_sampler(step, m, 0.4, n_samples=600, rng=1).passed


@pytest.mark.parametrize("backend", ["numpy", "torch"])
@pytest.mark.parametrize("mistake", sorted(MISTAKES))
def test_each_planted_mistake_is_caught_and_named(mistake, backend):
    if backend == "torch":
        pytest.importorskip("torch")
    # every mistake on the toy with special tokens, so that the special-tokens kernel competes in every diagnosis
    m = with_specials(random_pairwise(3, 4, 0.8, rng=1), TOY_SPECIALS)
    rep = check_sampler(planted_step(m, 0.7, mistake, backend=backend), m, 0.7, n_samples=800, max_starts=24,
                        rng=5)
    assert not rep.passed
    assert rep.diagnosis == MISTAKES[mistake], rep.candidates
    assert rep.n_failed >= 1 and rep.worst
    assert int(rep.outside.sum()) == 0


def test_systematic_scan_and_laziness_as_claimed():
    m = potts(3, 3, 1.0)
    assert check_sampler(reference_step(m, 1.2, scan="systematic"), m, 1.2, scan="systematic",
                         n_samples=400, max_starts=12, rng=0).passed
    lazy = reference_step(m, 1.2, lazy=0.3)
    assert check_sampler(lazy, m, 1.2, lazy=0.3, n_samples=600, max_starts=12, rng=0).passed
    rep = check_sampler(lazy, m, 1.2, n_samples=600, max_starts=12, rng=0)
    assert not rep.passed


def test_a_correct_sampler_fails_at_about_the_level():
    """40 seeds at alpha = 0.05 (Holm over 8 starts): the count of failures is binomial with
    rate at most 0.05 (the chi-square approximation keeps it near); a rate of 0.2 or more is
    refuted at the 0.001 level."""
    m = potts(2, 3, 1.0)
    step = reference_step(m, 1.5)
    fails = sum(not check_sampler(step, m, 1.5, n_samples=200, alpha=0.05, rng=s).passed for s in range(40))
    assert stats.binomtest(fails, 40, 0.05, alternative="greater").pvalue > 0.001, fails
    assert stats.binomtest(fails, 40, 0.2, alternative="less").pvalue < 0.05, fails


def test_stationary_check_passes_the_right_law_and_catches_a_wrong_one():
    m = potts(2, 3, 1.0)
    good = check_stationary(reference_step(m, 1.0), m, 1.0, n_chains=3000, rng=0)
    assert good.passed and good.kind == "stationary" and good.steps >= 1
    bad = check_stationary(planted_step(m, 1.0, "temperature-twice"), m, 2.0, n_chains=3000, rng=0)
    assert not bad.passed  # logits / 4 run, logits / 2 claimed: another stationary law


def test_torch_steps_and_determinism():
    torch = pytest.importorskip("torch")
    m = potts(2, 3, 1.0)
    ref = reference_step(m, 1.5)
    rep = check_sampler(lambda X, rng: torch.as_tensor(ref(X, rng)), m, 1.5, n_samples=200, rng=7)
    again = check_sampler(ref, m, 1.5, n_samples=200, rng=7)
    np.testing.assert_array_equal(rep.p_values, again.p_values)


def test_report_round_trip_and_text(tmp_path):
    m = potts(2, 3, 1.0)
    rep = check_sampler(planted_step(m, 1.5, "greedy"), m, 1.5, n_samples=300, rng=0)
    rep.save(tmp_path / "r.json")
    back = load_result(tmp_path / "r.json")
    assert back == rep
    text = str(rep)
    assert "FAIL" in text and "likeliest mistake: argmax" in text


@pytest.mark.parametrize("bad, match", [
    (dict(step=lambda X, rng: X[:, :2]), "shape"),
    (dict(step=lambda X, rng: X * 0.5), "integer"),
    (dict(step="step"), "`step`"),
    (dict(alpha=0.0), "`alpha`"),
    (dict(steps=0), "`steps`"),
])
def test_bad_input_is_named(bad, match):
    m = potts(2, 3, 1.0)
    kw = dict(step=reference_step(m, 1.0), n_samples=50, rng=0) | bad
    with pytest.raises(GlauberError, match=match):
        check_sampler(kw.pop("step"), m, 1.0, **kw)


def test_the_pytest_fixture_passes_a_right_sampler_and_fails_a_wrong_one(tmp_path):
    import os
    import subprocess
    import sys

    (tmp_path / "test_user.py").write_text(
        "from toolkit.models import potts\n"
        "from toolkit.testing import planted_step, reference_step\n"
        "M = potts(2, 3, 1.0)\n"
        "def test_right(glauber_check):\n"
        "    assert glauber_check(reference_step(M, 1.5), M, 1.5, n_samples=300, rng=0).passed\n"
        "def test_wrong(glauber_check):\n"
        "    glauber_check(planted_step(M, 1.5, 'greedy'), M, 1.5, n_samples=300, rng=0)\n")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "toolkit.app.pytest_plugin", "-p",
                          "no:cacheprovider", "-o", "addopts=", str(tmp_path / "test_user.py")],
                         capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert "1 failed, 1 passed" in out.stdout, out.stdout + out.stderr
    assert "likeliest mistake: argmax instead of a draw" in out.stdout


@pytest.mark.mlm
def test_real_mlm_window_mode():
    """A user's step on a real MLM, checked on a short window whose exact kernel the toolkit
    builds from the same model (tiny-en, 2 word slots, 3 candidate words: 9 states)."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from toolkit.device_chains import run_chains_on_device
    from toolkit.models.mlm import load_model

    m = load_model("tiny-en", tokens=["the", "king", "people"], prefix="and", suffix="said to moses", n=2)
    assert check_sampler(reference_step(m, 1.0), m, 1.0, n_samples=400, rng=0).passed

    def device_step(X, rng):  # the project's device sampler, on the CPU
        return run_chains_on_device(m, temperature=1.0, n_chains=X.shape[0], n_steps=1, start=X,
                                    record_states=False, rng=rng).final

    assert check_sampler(device_step, m, 1.0, n_samples=400, rng=1).passed
    rep = check_sampler(planted_step(m, 1.0, "off-by-one-site"), m, 1.0, n_samples=400, rng=0)
    assert not rep.passed and rep.diagnosis == MISTAKES["off-by-one-site"]
    assert rep.worst[0]["start"].count(" ") == 1 and rep.worst[0]["start"].split()[0] in {"the", "king", "people"}


def _run_chains_step(model, T, **kw):
    """The project's own sampler (toolkit.sampling.run_chains) as a step function."""
    from toolkit.sampling import run_chains

    def step(X, rng):
        return run_chains(model, temperature=T, n_chains=X.shape[0], n_steps=1, start=X, record_states=False,
                          rng=rng, **kw).final

    return step


@pytest.mark.parametrize("scan, lazy", [("random", 0.0), ("systematic", 0.0), ("random", 0.25)])
def test_the_projects_own_sampler_passes(scan, lazy):
    m = random_pairwise(3, 3, 0.8, rng=2)
    rep = check_sampler(_run_chains_step(m, 0.8, scan=scan, lazy=lazy), m, 0.8, scan=scan, lazy=lazy,
                        n_samples=400, max_starts=27, rng=0)
    assert rep.passed, str(rep)
    assert check_stationary(_run_chains_step(m, 0.8, scan=scan, lazy=lazy), m, 0.8, scan=scan, lazy=lazy,
                            n_chains=2000, rng=0).passed


@pytest.mark.mlm
def test_a_users_hugging_face_sampler_runs_offline(tmp_path):
    """A user's step written with transformers directly (a random 1-layer BERT saved here), checked
    against the exact kernel of the same model's window (``hf:PATH``), offline."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from tests.tiny_bert import tiny_bert
    from toolkit.models.zoo import load_model

    net, tok = tiny_bert(tmp_path, save=True)
    choices = ["cat", "dog", "ran"]
    T = 0.5

    def user_step(X, rng):  # "the _ _ on a mat": mask one slot, forward, softmax over the 3 choices / T, draw
        ids = torch.tensor(tok.convert_tokens_to_ids(choices))
        prefix, suffix = tok.convert_tokens_to_ids(["the"]), tok.convert_tokens_to_ids(["on", "a", "mat"])
        X = np.array(X, copy=True)
        site = rng.integers(0, X.shape[1], size=X.shape[0])
        seq = torch.tensor([[tok.cls_token_id, *prefix, *ids[x].tolist(), *suffix, tok.sep_token_id] for x in X])
        pos = torch.as_tensor(1 + len(prefix) + site)
        seq[torch.arange(len(X)), pos] = tok.mask_token_id
        with torch.no_grad():
            logits = net(input_ids=seq).logits[torch.arange(len(X)), pos][:, ids].double().numpy()
        p = np.exp((logits - logits.max(axis=1, keepdims=True)) / T)
        p /= p.sum(axis=1, keepdims=True)
        X[np.arange(len(X)), site] = [rng.choice(3, p=row) for row in p]
        return X

    window = load_model(f"hf:{tmp_path}", tokens=choices, prefix="the", suffix="on a mat", n=2)
    rep = check_sampler(user_step, window, T, n_samples=400, rng=0)
    assert rep.passed, str(rep)
    assert not check_sampler(user_step, window, 1.0, n_samples=2000, rng=0).passed  # a wrong claim is caught


# ---------------------------------------------------------------------- special tokens included
def _hand_special_kernel(model, T, scan, lazy):
    """The dense kernel of the special-tokens mistake from its definition, state by state
    (independent of toolkit.app.testing's tensor code): at site i, token a of the q drawn
    with probability exp(l_a / T) / (sum_b exp(l_b / T) + sum_k exp(s_k / T)), the rest
    holding; random scan the mean over sites, systematic the product in site order."""
    q, n = model.vocab_size, model.length
    N = q ** n
    states = [np.array(np.unravel_index(k, (q,) * n)) for k in range(N)]  # row-major: site 0 most significant
    index = {tuple(x): k for k, x in enumerate(states)}
    K = []
    for i in range(n):
        Ki = np.zeros((N, N))
        for k, x in enumerate(states):
            lv = np.asarray(model.logits(x[None], np.array([i])), dtype=float)[0] / T
            ls = np.asarray(model.special_logits(x[None], np.array([i])), dtype=float)[0] / T
            z = np.exp(lv).sum() + np.exp(ls).sum()
            for a in range(q):
                y = x.copy()
                y[i] = a
                Ki[k, index[tuple(y)]] += math.exp(lv[a]) / z
            Ki[k, k] += np.exp(ls).sum() / z
        K.append(Ki)
    if scan == "random":
        P = sum(K) / n
    else:
        P = np.eye(N)
        for Ki in K:
            P = P @ Ki
    return (1 - lazy) * P + lazy * np.eye(N)


@pytest.mark.parametrize("scan, lazy", [("random", 0.0), ("systematic", 0.0), ("random", 0.3), ("systematic", 0.2)])
def test_special_tokens_kernel_matches_the_hand_built_one(scan, lazy):
    from exact import ExactChain

    m = with_specials(random_pairwise(3, 3, 0.9, rng=4), np.array([[0.2, -1.0], [-0.5, 0.4], [1.0, -3.0]]))
    T = 0.8
    chain = ExactChain(m, temperature=T, scan=scan, lazy=lazy)
    starts = np.array([0, 5, 13, 26])
    got = tt._special_rows(chain, m, starts, T, scan, lazy, "special")
    # the hand kernel enumerates states row-major like toolkit._states.encode (site 0 most significant)
    assert tt.encode(np.array([[1, 0, 0]]), 3)[0] == 9
    np.testing.assert_allclose(got, _hand_special_kernel(m, T, scan, lazy)[starts], rtol=0, atol=1e-13)
    # specials with no mass (-inf): the claimed kernel itself
    none = with_specials(m.model, [-math.inf])
    np.testing.assert_allclose(tt._special_rows(chain, none, starts, T, scan, lazy, "special"),
                               tt._rows(chain, starts, 1), rtol=0, atol=1e-13)


@pytest.mark.parametrize("backend", ["numpy", "torch"])
def test_a_written_special_token_fails_the_check_and_is_named(backend):
    if backend == "torch":
        pytest.importorskip("torch")
    m = with_specials(random_pairwise(3, 4, 0.8, rng=1), TOY_SPECIALS)
    step = planted_step(m, 0.7, "special-tokens", backend=backend, on_special="write")
    rep = check_sampler(step, m, 0.7, n_samples=100, max_starts=24, rng=5)
    assert not rep.passed and rep.diagnosis == MISTAKES["special-tokens"]
    assert rep.outside.sum() > 0 and rep.outside.shape == (24,)
    assert rep.candidates[MISTAKES["special-tokens"]] == math.inf
    r = int(np.argmax(rep.outside))
    assert rep.p_values[r] == 0.0 and rep.tv_observed[r] >= 0.5 * rep.outside[r] / 100
    assert rep.worst[0]["cells"][0]["state"] == "outside 0..2"
    assert "draws outside the tokens 0..q-1" in str(rep) and "likeliest mistake: special tokens" in str(rep)
    # k steps: a row that left is not stepped on again (a user's step may reject such a state)
    def guarded(X, rng):
        assert np.asarray(X).max() < 3, "a state outside 0..q-1 was stepped on"
        return step(X, rng)

    two = check_sampler(guarded, m, 0.7, steps=2, n_samples=50, max_starts=8, rng=1)
    assert not two.passed and two.diagnosis == MISTAKES["special-tokens"]
    stat = check_stationary(step, m, 0.7, n_chains=200, rng=0)
    assert not stat.passed and stat.diagnosis == MISTAKES["special-tokens"] and stat.outside[0] > 0


def test_any_token_outside_the_model_is_put_down_to_special_tokens():
    m = potts(2, 3, 1.0)
    for bad in (lambda X, rng: X + 5, lambda X, rng: X - 1):
        rep = check_sampler(bad, m, 1.0, n_samples=50, rng=0)
        assert not rep.passed and rep.diagnosis == MISTAKES["special-tokens"]
        assert int(rep.outside.sum()) > 0


def test_the_correct_sampler_passes_beside_special_tokens():
    m = with_specials(random_pairwise(3, 4, 0.8, rng=1), TOY_SPECIALS)
    rep = check_sampler(reference_step(m, 0.7), m, 0.7, n_samples=800, max_starts=24, rng=5)
    assert rep.passed and rep.diagnosis == ""
    # the claimed kernel is the toy's own: the same p-values as on the unwrapped toy
    plain = check_sampler(reference_step(m.model, 0.7), m.model, 0.7, n_samples=800, max_starts=24, rng=5)
    np.testing.assert_array_equal(rep.p_values, plain.p_values)


@pytest.mark.parametrize("call, match", [
    (lambda m: with_specials(m, np.zeros((2, 2))), "shape"),
    (lambda m: with_specials(m, [np.nan]), "finite"),
    (lambda m: planted_step(m, 1.0, "special-tokens"), "with_specials"),
    (lambda m: planted_step(with_specials(m, [0.0]), 1.0, "special-tokens", specials="outside"), "`specials`"),
    (lambda m: planted_step(with_specials(m, [0.0]), 1.0, "special-tokens", on_special="redraw"), "`on_special`"),
])
def test_special_tokens_bad_input_is_named(call, match):
    with pytest.raises(GlauberError, match=match):
        call(potts(2, 3, 1.0))


@pytest.mark.mlm
@pytest.mark.parametrize("backend", ["numpy", "torch"])
def test_special_tokens_on_a_tiny_en_window(backend):
    """The window of test_real_mlm_window_mode: the softmax over the whole vocabulary (205
    tokens; at T = 0.7 the row of each start is off by TV 0.08 to 0.92) is caught at 400
    draws; over V and the 5 special tokens it is off by at most 0.001 at T = 0.7 (tiny-en
    gives them low logits), so it is checked at T = 2 (0.006 to 0.07), caught at 2000."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from toolkit.models.mlm import load_model

    m = load_model("tiny-en", tokens=["the", "king", "people"], prefix="and", suffix="said to moses", n=2)
    X, sites = np.array([[0, 1], [2, 2]]), np.array([1, 0])
    np.testing.assert_array_equal(m.full_logits(X, sites)[:, m.token_ids], m.logits(X, sites))
    assert m.special_ids("special").tolist() == sorted(m.tokenizer.all_special_ids)
    assert len(m.special_ids("outside")) == m.model.config.vocab_size - 3
    for which, T, N in (("outside", 0.7, 400), ("special", 2.0, 2000)):
        rep = check_sampler(planted_step(m, T, "special-tokens", specials=which, backend=backend), m, T,
                            n_samples=N, rng=0)
        assert not rep.passed and rep.diagnosis == MISTAKES["special-tokens"], (which, rep.candidates)
    assert check_sampler(reference_step(m, 2.0), m, 2.0, n_samples=2000, rng=0).passed
    wrote = check_sampler(planted_step(m, 0.7, "special-tokens", specials="outside", on_special="write",
                                       backend=backend), m, 0.7, n_samples=100, rng=0)
    assert not wrote.passed and wrote.diagnosis == MISTAKES["special-tokens"] and wrote.outside.sum() > 0


def test_a_text_level_sampler_through_text_step():
    """A user's step on token strings (rows of words in, strings out), written here from the
    definition: it passes; the same step that sometimes writes "[UNK]" (a special token drawn)
    fails with the special-tokens diagnosis."""
    from toolkit.testing import text_step

    words = ["the", "king", "people"]
    m = random_pairwise(3, 3, 0.8, rng=2)
    T = 0.8

    def user_text_step(rows, rng, unk=0.0):
        out = []
        for row in rows:
            x = np.array([words.index(w) for w in row])
            i = int(rng.integers(len(row)))
            p = _softmax(np.asarray(m.logits(x[None], np.array([i])), dtype=float)[0] / T)
            new = list(row)
            new[i] = "[UNK]" if rng.random() < unk else words[rng.choice(3, p=p)]
            out.append(" ".join(new))
        return out

    assert check_sampler(text_step(user_text_step, words), m, T, n_samples=200, max_starts=9, rng=0).passed
    rep = check_sampler(text_step(lambda r, g: user_text_step(r, g, unk=0.05), words), m, T, n_samples=200,
                        max_starts=9, rng=0)
    assert not rep.passed and rep.diagnosis == MISTAKES["special-tokens"] and rep.outside.sum() > 0
    with pytest.raises(GlauberError, match="tokens in row"):
        check_sampler(text_step(lambda r, g: [w[:2] for w in r], words), m, T, n_samples=20, rng=0)
    with pytest.raises(GlauberError, match="`tokens`"):
        text_step(user_text_step, ["a", "a"])

def test_lazy_mistake_row_on_top_of_a_claimed_laziness_by_hand():
    """Blind audit (issue 30): the 'lazy' mistake adds a hold of 1/2 on top of the claimed
    laziness, so its kernel holds with ``lazy' = 1 - (1 - lazy)/2``. One site, logits (1, 0),
    T = 1: the random-scan row from state 0 is ``p = (e/(1+e), 1/(1+e))`` whatever the state,
    so with the claim lazy = 0.3 the mistake's row is ``0.35 p + 0.65 delta_0`` (by hand), not
    ``0.5 p + 0.5 delta_0`` (a hold of 1/2 that forgets the claimed one)."""
    from exact import ExactChain
    from toolkit.models import IndependentSites

    m = IndependentSites(np.array([[1.0, 0.0]]))
    chain = ExactChain(m, temperature=1.0, lazy=0.3)
    rows = tt._mistake_rows("lazy", chain, m, np.array([0, 1]), 1.0, "random", 0.3)
    p0 = math.e / (1 + math.e)
    want = np.array([[0.35 * p0 + 0.65, 0.35 * (1 - p0)], [0.35 * p0, 0.35 * (1 - p0) + 0.65]])
    np.testing.assert_allclose(rows, want, rtol=1e-12)
