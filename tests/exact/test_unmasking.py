"""Exact output laws of masked-diffusion samplers (exact.unmasking), held against closed forms
and against a brute-force reference written here independently (a recursion over partial
states as dicts, conditionals from ``model.masked_logits`` through its own softmax).

Tolerances: 1e-12 for laws that are sums of at most (q+1)^n products of n float64
probabilities (each relative error ~n eps, so absolute TV error ~1e-15 here); the same for
kernels, entry by entry.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.markov import ExactChain
from exact.unmasking import (
    Sampler,
    SamplerComparison,
    compare_samplers,
    default_samplers,
    pair_dependence,
    parse_sampler,
    partial_conditionals,
    remasking_kernel,
    remasking_law,
    unmasking_law,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import (
    CurieWeiss,
    IndependentSites,
    JointModel,
    checked_masked_logits,
    random_joint,
    random_pairwise,
    random_table,
)
from toolkit.models.masked_toy import MaskedToy

ORDERS = ("random", "left-to-right", "confidence", "margin")
TOL = 1e-12


def _tv(a, b):
    return 0.5 * np.abs(np.asarray(a) - np.asarray(b)).sum()


def _joint(lj, T=1.0):
    w = np.exp((lj - lj.max()) / T).ravel()
    return w / w.sum()


# ------------------------------------------------------------------ brute-force reference
def _cond(model, y, T):
    """{site: probability vector} at the masked sites of the partial state y (None = masked)."""
    n = len(y)
    x = np.array([[0 if v is None else v for v in y]])
    mask = np.array([[v is None for v in y]])
    L = np.asarray(model.masked_logits(x, mask), dtype=float)[0] / T
    out = {}
    for i in range(n):
        if y[i] is None:
            e = np.exp(L[i] - L[i].max())
            out[i] = e / e.sum()
    return out


def _reference_from(model, y, order, k, T, memo):
    """{complete state tuple: probability} of unmasking from the partial state y."""
    key = tuple(y)
    if key in memo:
        return memo[key]
    masked = [i for i, v in enumerate(y) if v is None]
    if not masked:
        return {key: 1.0}
    p = _cond(model, y, T)
    s = min(k, len(masked))
    if order == "random":
        choices = [(c, 1.0 / len(list(itertools.combinations(masked, s)))) for c in itertools.combinations(masked, s)]
    else:
        if order == "left-to-right":
            score = {i: -i for i in masked}
        elif order == "confidence":
            score = {i: p[i].max() for i in masked}
        else:
            score = {i: sorted(p[i])[-1] - sorted(p[i])[-2] for i in masked}
        choices = [(tuple(sorted(masked, key=lambda i: (-score[i], i))[:s]), 1.0)]
    out: dict = {}
    for sites, w in choices:
        for a in itertools.product(range(model.vocab_size), repeat=len(sites)):
            z = list(y)
            pr = w
            for i, ai in zip(sites, a, strict=True):
                z[i] = ai
                pr *= p[i][ai]
            for xx, v in _reference_from(model, z, order, k, T, memo).items():
                out[xx] = out.get(xx, 0.0) + pr * v
    memo[key] = out
    return out


def _reference_law(model, order, k, T=1.0):
    q, n = model.vocab_size, model.length
    d = _reference_from(model, [None] * n, order, k, T, {})
    return np.array([d.get(x, 0.0) for x in itertools.product(range(q), repeat=n)])


def _reference_remask(model, r, T=1.0):
    """K_r by loops: remask each r-subset (prob 1/C(n, r)), redraw it in one factorised step."""
    q, n = model.vocab_size, model.length
    states = list(itertools.product(range(q), repeat=n))
    index = {x: a for a, x in enumerate(states)}
    subsets = list(itertools.combinations(range(n), r))
    K = np.zeros((len(states), len(states)))
    for x in states:
        for R in subsets:
            y = [None if i in R else v for i, v in enumerate(x)]
            p = _cond(model, y, T)
            for a in itertools.product(range(q), repeat=r):
                z = list(x)
                pr = 1.0 / len(subsets)
                for i, ai in zip(R, a, strict=True):
                    z[i] = ai
                    pr *= p[i][ai]
                K[index[x], index[tuple(z)]] += pr
    return K


# ------------------------------------------------------------------ masked conditionals
@pytest.mark.parametrize("model", [random_joint(3, 4, rng=0), random_table(3, 4, rng=1), random_pairwise(3, 4, rng=2),
                                   IndependentSites(np.arange(12.0).reshape(4, 3)),
                                   MaskedToy(random_pairwise(2, 5, rng=3), [0, 1, 1, 0, 1], [1, 2, 4])],
                         ids=["joint", "table", "pairwise", "independent", "masked-toy"])
def test_one_masked_site_is_the_ordinary_conditional(model):
    rng = np.random.default_rng(0)
    q, n = model.vocab_size, model.length
    x = rng.integers(0, q, size=(30, n))
    for i in range(n):
        mask = np.zeros((30, n), dtype=bool)
        mask[:, i] = True
        got = checked_masked_logits(model, x, mask)[:, i]
        assert np.array_equal(got, model.logits(x, np.full(30, i)))


def test_joint_masked_logits_are_its_marginal_conditionals():
    m = random_joint(3, 4, rng=5)
    mu = _joint(m.log_joint).reshape((3,) * 4)
    x = np.array([[2, 0, 0, 1]])
    mask = np.array([[False, True, True, False]])
    L = checked_masked_logits(m, x, mask)[0]
    for i, axis in ((1, 1), (2, 0)):  # site 1: sum over site 2 (axis 1 of mu[2, :, :, 1]); site 2: over site 1
        ref = mu[2, :, :, 1].sum(axis=axis)
        ref = ref / ref.sum()
        e = np.exp(L[i] - L[i].max())
        assert np.abs(e / e.sum() - ref).max() < 1e-14


def test_pairwise_and_table_rules_by_hand():
    m = random_pairwise(2, 3, rng=7)
    x = np.array([[1, 0, 1]])
    mask = np.array([[True, True, False]])  # site 0 sees site 2 only
    L = checked_masked_logits(m, x, mask)[0]
    assert np.allclose(L[0], m.h[0] + m.J[0, 2, :, 1], rtol=0, atol=1e-15)
    assert np.allclose(L[1], m.h[1] + m.J[1, 2, :, 1], rtol=0, atol=1e-15)
    t = random_table(2, 3, rng=8)
    # site 0 given site 2 = 1, site 1 masked: contexts (x1, x2) = (0, 1) -> 1, (1, 1) -> 3
    assert np.allclose(checked_masked_logits(t, x, mask)[0, 0], (t.table[0, 1] + t.table[0, 3]) / 2, atol=1e-15)


def test_a_model_without_masked_logits_is_named():
    with pytest.raises(InvalidInputError, match="CurieWeiss has no masked_logits"):
        partial_conditionals(CurieWeiss(4, 1.0))


# ------------------------------------------------------------------ against the reference
@pytest.mark.parametrize("model", [random_table(2, 3, 1.5, rng=11), random_pairwise(3, 3, rng=12)],
                         ids=["table", "pairwise"])
@pytest.mark.parametrize("order", ORDERS)
def test_laws_match_the_brute_force_reference(model, order):
    cond = partial_conditionals(model, temperature=0.7)
    for k in range(1, model.length + 1):
        law, steps = unmasking_law(cond, order=order, k=k)
        assert _tv(law, _reference_law(model, order, k, 0.7)) < TOL, (order, k)
        assert abs(steps[-(-model.length // k)] - 1.0) < 1e-14 and abs(steps.sum() - 1.0) < 1e-14


# ------------------------------------------------------------------ closed forms
@pytest.mark.parametrize("order", ORDERS)
def test_one_at_a_time_unmasking_reproduces_a_compatible_joint(order):
    """Exact marginal conditionals: every order of one-at-a-time unmasking gives the joint
    (the chain rule, whatever site comes first)."""
    for m in (random_joint(3, 4, 1.5, rng=21), random_joint(2, 6, 2.0, rng=22)):
        law, _ = unmasking_law(partial_conditionals(m), order=order, k=1)
        assert _tv(law, _joint(m.log_joint)) < TOL


def test_a_symmetric_pairwise_joint_through_its_energy():
    m = random_pairwise(2, 5, symmetric=True, rng=23)
    states = np.array(list(itertools.product(range(2), repeat=5)))
    joint = JointModel(m.energy(states).reshape((2,) * 5))
    law, _ = unmasking_law(partial_conditionals(joint), order="random", k=1)
    assert _tv(law, ExactChain(m).pi) < TOL  # the Glauber law of the pairwise model is its joint
    # the truncation rule of Pairwise itself is not the marginal: its law differs
    law_trunc, _ = unmasking_law(partial_conditionals(m), order="random", k=1)
    assert _tv(law_trunc, law) > 1e-3


def test_one_parallel_step_gives_the_product_of_marginals():
    m = random_joint(3, 4, 1.5, rng=31)
    mu = _joint(m.log_joint).reshape((3,) * 4)
    marg = [mu.sum(axis=tuple(j for j in range(4) if j != i)) for i in range(4)]
    prod = np.einsum("a,b,c,d->abcd", *marg).ravel()
    for order in ORDERS:
        law, steps = unmasking_law(partial_conditionals(m), order=order, k=4)
        assert _tv(law, prod) < TOL and np.abs(steps - [0, 1, 0, 0, 0]).max() < 1e-14
        assert np.abs(pair_dependence(law, 3, 4)).max() < 1e-15
    # Pairwise's truncation rule: with nothing unmasked, the fields alone, tempered
    p = random_pairwise(2, 4, rng=32)
    f = np.exp(p.h / 0.5)
    f /= f.sum(axis=1, keepdims=True)
    law, _ = unmasking_law(partial_conditionals(p, temperature=0.5), order="random", k=4)
    assert _tv(law, np.einsum("a,b,c,d->abcd", *f).ravel()) < TOL


def test_independent_sites_every_sampler_gives_pi():
    m = IndependentSites(np.random.default_rng(3).normal(size=(4, 3)))
    r = compare_samplers(m, temperature=0.8, samplers=default_samplers(4))
    assert r.tv_pi.max() < TOL and r.tv_between.max() < TOL


def test_remask_one_site_is_the_glauber_kernel():
    """Remask one site and re-predict it from the full context: a random-scan Glauber step."""
    m = random_pairwise(3, 3, rng=41)
    cond = partial_conditionals(m, temperature=0.6)
    K = remasking_kernel(cond, r=1).toarray()
    P = glauber_kernel(m, temperature=0.6).dense()
    assert np.abs(K - P).max() < 1e-14
    assert _tv(remasking_law(cond, r=1).pi, ExactChain(m, temperature=0.6).pi) < 1e-12


def test_full_remask_regenerates_from_scratch():
    """r = n re-predicted one site at a time: every row of K is the unmasking law, which is
    K's stationary law; on a compatible joint with exact marginals, the joint."""
    m = random_joint(2, 4, 1.5, rng=42)
    cond = partial_conditionals(m)
    law, _ = unmasking_law(cond, order="random", k=1)
    K = remasking_kernel(cond, r=4, order="random", k=1).toarray()
    assert np.abs(K - law[None, :]).max() < TOL
    pi = remasking_law(cond, r=4, order="random", k=1).pi
    assert _tv(pi, law) < TOL and _tv(pi, _joint(m.log_joint)) < TOL


@pytest.mark.parametrize("r", [2, 3])
def test_remasking_kernel_and_its_stationary_law_against_loops(r):
    """K_r (parallel re-prediction) built by loops here; its stationary law balances it."""
    m = random_table(2, 3, 1.5, rng=43)
    cond = partial_conditionals(m)
    K_ref = _reference_remask(m, r)
    assert np.abs(remasking_kernel(cond, r=r).toarray() - K_ref).max() < 1e-14
    pi = remasking_law(cond, r=r).pi
    assert np.abs(pi @ K_ref - pi).sum() < 1e-13 and abs(pi.sum() - 1) < 1e-14


def test_comparison_fields_and_glauber_repair():
    m = random_pairwise(2, 4, rng=51)
    r = compare_samplers(m, samplers=["random", "l2r", "random:4", "remask:1", "remask:2"], t=(0, 1, 3))
    chain = ExactChain(m)
    P = glauber_kernel(m).dense()
    for s in range(len(r.samplers)):
        assert abs(r.tv_pi[s] - _tv(r.laws[s], chain.pi)) < 1e-15
        assert abs(r.tv_after[s, 2] - _tv(r.laws[s] @ np.linalg.matrix_power(P, 3), chain.pi)) < 1e-13
        assert np.all(np.diff(r.tv_after[s]) <= 1e-15)  # TV to the stationary law never grows
    assert r.tv_pi[3] < 1e-12  # remask:1 samples pi
    assert r.tv_pi[2] > 0.01 and np.abs(r.pair_dependence[2]).max() < 1e-15  # one step: a product law
    assert np.allclose(r.tv_between, r.tv_between.T) and np.all(np.diag(r.tv_between) == 0)
    assert not r.reversible and np.abs(r.steps[0] - [0, 0, 0, 0, 1]).max() < 1e-14


def test_result_round_trip(tmp_path):
    r = compare_samplers(random_table(2, 3, rng=52), samplers=["random", "remask:2"], t=(1,))
    r.save(tmp_path / "r.json")
    assert SamplerComparison.load(tmp_path / "r.json") == r
    assert "remask:2:random:2" in r.table() and "Glauber pi_T" in str(r)


def test_parse_and_guards():
    assert parse_sampler("l2r:2", 4) == Sampler("unmask", "left-to-right", 2)
    assert parse_sampler("remask:3:confidence:1", 4) == Sampler("remask", "confidence", 1, 3)
    assert parse_sampler("random:all", 5).k == 5
    for bad, msg in (("sideways", "order must be one of"), ("random:0", "k must be in 1..4"),
                     ("remask:9", "r must be in 1..4"), ("remask", "remask:r")):
        with pytest.raises(InvalidInputError, match=msg):
            parse_sampler(bad, 4)
    with pytest.raises(InvalidInputError, match="max_partial"):
        partial_conditionals(random_pairwise(2, 8, rng=0), max_partial=1000)


@pytest.mark.mlm
def test_tiny_en_window():
    """A real MLM: remasking one site is Glauber (one [MASK], the ordinary conditional)."""
    from toolkit.models import make_model

    m = make_model("tiny-en", tokens=["the", "lord", "king", "said"], n=3)
    r = compare_samplers(m, samplers=["random", "remask:1", "random:3"], t=(1,))
    assert r.tv_pi[1] < 1e-9 and r.tv_pi[0] > 1e-4 and r.tv_pi[2] > r.tv_pi[1]
