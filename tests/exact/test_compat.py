"""Rectangles (vectorized vs a loop), their certificate, the Kolmogorov ratio, the
conditional drift and the scan-order dependence; properties over hypothesis models."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given

from exact import glauber_kernel, stationary
from exact.compat import conditional_drift, kolmogorov_log_ratios
from exact.kernel import GlauberKernel
from exact.markov import compatibility_report, scan_order_tv
from exact.rectangles import all_rectangles, as_site_logits, count_rectangles, rectangle_summary
from exact.spectral import detailed_balance_residual
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError
from toolkit.models import Pairwise, potts, random_joint, random_pairwise, random_table
from toolkit.strategies import compatible_models, incompatible_models, temperatures


def _place(n, i, j, others, ctx, u, v):
    s = [0] * n
    for k, c in zip(others, ctx, strict=True):
        s[k] = c
    s[i], s[j] = u, v
    return s


def reference_rectangles(model, T=1.0):
    """Obviously-correct loop: ``{(i, j, context-state, a, a2, b, b2): log R / T}``."""
    q, n = model.vocab_size, model.length
    out = {}

    def logit(site, x, token):
        return model.logits(np.array([x]), np.array([site]))[0][token]

    for i, j in itertools.combinations(range(n), 2):
        others = [s for s in range(n) if s not in (i, j)]
        for ctx in itertools.product(range(q), repeat=n - 2):
            for a, a2 in itertools.combinations(range(q), 2):
                for b, b2 in itertools.combinations(range(q), 2):
                    x = {(u, v): _place(n, i, j, others, ctx, u, v) for u in (a, a2) for v in (b, b2)}
                    first = (logit(i, x[a, b], a) - logit(i, x[a2, b], a2)
                             - logit(i, x[a, b2], a) + logit(i, x[a2, b2], a2))
                    second = (logit(j, x[a, b], b) - logit(j, x[a, b2], b2)
                              - logit(j, x[a2, b], b) + logit(j, x[a2, b2], b2))
                    key = (i, j, int(np.ravel_multi_index(_place(n, i, j, others, ctx, 0, 0), (q,) * n)),
                           a, a2, b, b2)
                    out[key] = (first - second) / T
    return out


@pytest.mark.parametrize("model", [random_pairwise(3, 3, 1.0, rng=1), random_table(2, 4, 1.0, rng=2),
                                   random_table(3, 3, 2.0, rng=3)], ids=["pairwise", "table-2-4", "table-3-3"])
def test_vectorized_equals_loop(model):
    T = 0.7
    t = all_rectangles(model, temperature=T)
    ref = reference_rectangles(model, T)
    assert len(t) == len(ref) == count_rectangles(model.vocab_size, model.length)
    got = {(int(t.i[k]), int(t.j[k]), int(t.context[k]), int(t.a[k]), int(t.a2[k]), int(t.b[k]), int(t.b2[k])):
           float(t.log_r[k]) for k in range(len(t))}
    assert got.keys() == ref.keys()
    # the loop and the vectorized code add the same 8 numbers in different orders: 1e-12
    assert max(abs(got[k] - ref[k]) for k in ref) < 1e-12


def test_two_site_known_answer_and_tempering():
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 0, 0] = 1.0
    m = Pairwise(np.zeros((2, 2)), J)
    for T in (1.0, 2.0, 0.5):
        t = all_rectangles(m, temperature=T)
        assert t.log_r.tolist() == [1.0 / T]
        assert t.certified.tolist() == [True]
    t = all_rectangles(m, temperature=np.inf)
    assert t.log_r.tolist() == [0.0] and t.n_certified == 0


@pytest.mark.parametrize("scale", [0.1, 1.0, 30.0])
@pytest.mark.parametrize("family", ["potts-field", "symmetric", "joint"])
def test_compatible_models_certify_nothing_with_room(family, scale):
    rng = np.random.default_rng(7)
    q, n = 3, 5
    model = {"potts-field": lambda: potts(q, n, scale, field=rng.normal(0, scale, (n, q))),
             "symmetric": lambda: random_pairwise(q, n, scale, symmetric=True, rng=rng),
             "joint": lambda: random_joint(q, n, scale, rng=rng)}[family]()
    t = all_rectangles(model)
    assert t.n_certified == 0
    # the round-off actually seen stays well below the bound (the bound is not razor-thin)
    assert (np.abs(t.log_r) <= 0.5 * t.bound).all()


def test_generic_incompatible_models_certify_every_rectangle():
    for m in (random_pairwise(2, 5, 1.0, rng=0), random_table(3, 3, 1.0, rng=0)):
        t = all_rectangles(m)
        assert t.n_certified == len(t) and t.certified_fraction == 1.0
        assert (t.bound < 1e-11).all()


def test_witnesses_show_tokens_and_distinct_pairs():
    m = random_pairwise(2, 4, 1.0, rng=5)
    m.tokens = ["A", "B"]
    t = all_rectangles(m)
    ws = t.worst(3)
    assert len(ws) == 3 and len({(w.i, w.j) for w in ws}) == 3  # one per site pair first
    assert abs(ws[0].log_r) == pytest.approx(t.max_abs)
    w = ws[0]
    assert w.context_text.split().count("_") == 2 and set(w.context_text.split()) <= {"A", "B", "_"}
    assert set(w.tokens_i) == {"A", "B"} and (w.a, w.a2) == (0, 1) and "certified" in str(w)
    # the context state: the rectangle's context index, tokens 0 at i and j
    assert int(np.ravel_multi_index(w.context, (2,) * 4)) in set(t.context.tolist())
    assert w.context[w.i] == w.context[w.j] == 0
    assert "worst certified rectangles" in str(t.summary())


def test_sites_restrict_pairs():
    m = random_table(2, 4, 1.0, rng=1)
    full = all_rectangles(m)
    sub = all_rectangles(m, sites=[0, 2, 3])
    assert set(zip(sub.i.tolist(), sub.j.tolist(), strict=True)) == {(0, 2), (0, 3), (2, 3)}
    pair = all_rectangles(m, sites=[(3, 1)])
    assert set(zip(pair.i.tolist(), pair.j.tolist(), strict=True)) == {(1, 3)}
    keep = (full.i == 1) & (full.j == 3)
    np.testing.assert_array_equal(np.sort(pair.log_r), np.sort(full.log_r[keep]))


def test_streaming_summary_matches_full():
    m = random_table(3, 4, 1.0, rng=2)
    full = rectangle_summary(m, temperature=0.8)
    streamed = rectangle_summary(m, temperature=0.8, max_rectangles=100)
    assert (streamed.count, streamed.n_certified) == (full.count, full.n_certified)
    assert streamed.max_abs == pytest.approx(full.max_abs, abs=0)
    assert streamed.witnesses[0].log_r == pytest.approx(full.witnesses[0].log_r)
    with pytest.raises(InvalidInputError, match="max_rectangles"):
        all_rectangles(m, max_rectangles=100)


def test_kolmogorov_ratio_equals_log_r_all_representations():
    m = random_table(2, 4, 1.5, rng=3)
    T = 0.9
    t = all_rectangles(m, temperature=T)
    K = glauber_kernel(m, temperature=T)
    for P in (K, K.sparse(), K.dense()):
        np.testing.assert_allclose(kolmogorov_log_ratios(P, t), t.log_r, atol=1e-12, rtol=0)
    lazy = glauber_kernel(m, temperature=T, lazy=0.3)
    np.testing.assert_allclose(kolmogorov_log_ratios(lazy, t), t.log_r, atol=1e-12, rtol=0)
    with pytest.raises(InvalidInputError, match="random-scan"):
        kolmogorov_log_ratios(glauber_kernel(m, temperature=T, scan="systematic"), t)


def test_kolmogorov_orientation_by_hand():
    """The j-first cycle (a,b)->(a,b')->(a',b')->(a',b) gives +log R (hand-built P)."""
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 0, 0] = 1.0  # l_0(0; x_1 = 0) = 1: log R = +1
    m = Pairwise(np.zeros((2, 2)), J)
    p0 = {b: tempered_conditionals(np.array([1.0 if b == 0 else 0.0, 0.0]), 1.0) for b in (0, 1)}
    P = np.zeros((4, 4))  # states (x0, x1) -> 2 x0 + x1
    for x0, x1 in itertools.product(range(2), repeat=2):
        for a in range(2):
            P[2 * x0 + x1, 2 * a + x1] += 0.5 * p0[x1][a]
            P[2 * x0 + x1, 2 * x0 + a] += 0.5 * 0.5
    fwd = P[0, 1] * P[1, 3] * P[3, 2] * P[2, 0]
    bwd = P[1, 0] * P[3, 1] * P[2, 3] * P[0, 2]
    assert np.log(fwd / bwd) == pytest.approx(1.0, abs=1e-14)
    assert kolmogorov_log_ratios(P, all_rectangles(m))[0] == pytest.approx(1.0, abs=1e-14)


def test_conditional_drift_by_hand_and_scan_order():
    # compatible: pi_T has the model's conditionals, both scans share pi_T
    m = potts(3, 4, 1.0, graph="cycle")
    K = glauber_kernel(m, temperature=0.8)
    assert conditional_drift(K).max < 1e-12
    assert scan_order_tv(m, temperature=0.8) < 1e-12
    # incompatible, two sites: pi(x_0 | x_1) computed by hand from pi
    a = random_table(2, 2, 1.5, rng=4)
    K = glauber_kernel(a, temperature=1.0)
    pi = stationary(K).reshape(2, 2)
    kl = []
    for x1 in range(2):
        pc = pi[:, x1] / pi[:, x1].sum()
        p = tempered_conditionals(a.table[0, x1], 1.0)
        kl.append(float((pc * np.log(pc / p)).sum()))
    d = conditional_drift(K)
    assert d.kl_max[0] == pytest.approx(max(kl), rel=1e-9)
    w = pi.sum(axis=0)
    assert d.kl_mean[0] == pytest.approx(float((w * np.array(kl)).sum()), rel=1e-9)
    assert d.max > 1e-3 and scan_order_tv(a) > 1e-3
    with pytest.raises(InvalidInputError, match="GlauberKernel"):
        conditional_drift(K.dense())


def test_compatibility_report_both_ways():
    rep = compatibility_report(potts(3, 4, 1.0), temperature=1.3)
    assert rep.rectangles.compatible and rep.reversible and rep.consistent
    assert rep.drift.max < 1e-12 and rep.scan_order_tv < 1e-12 and rep.kolmogorov_max_error < 1e-12
    rep = compatibility_report(random_pairwise(2, 4, 1.0, rng=6), temperature=1.3)
    assert rep.rectangles.n_certified == rep.rectangles.count and not rep.reversible and rep.consistent
    assert rep.detailed_balance_residual > 1e-3 and rep.scan_order_tv > 1e-3
    text = rep.table()
    assert "Kolmogorov" in text and "worst certified rectangles" in text


# ---------------------------------------------------------------------- bad input
class InfiniteLogits:
    vocab_size, length, tokens = 2, 3, None

    def logits(self, x, sites):
        out = np.zeros((len(sites), 2))
        out[:, 1] = -np.inf  # token 1 impossible: not a positive model
        return out


def test_bad_inputs():
    with pytest.raises(NonFiniteLogitsError, match="non-finite logits at site 0"):
        all_rectangles(InfiniteLogits())
    with pytest.raises(InvalidInputError, match="n >= 2"):
        all_rectangles(random_table(2, 1, rng=0))
    with pytest.raises(InvalidInputError, match="`temperature` must be > 0; got -1"):
        all_rectangles(potts(2, 3, 1.0), temperature=-1)
    with pytest.raises(InvalidInputError, match="`sites` must be in 0..2; got 5"):
        all_rectangles(potts(2, 3, 1.0), sites=[0, 5])
    with pytest.raises(InvalidInputError, match="at least 2 distinct"):
        all_rectangles(potts(2, 3, 1.0), sites=[1, 1])
    with pytest.raises(InvalidInputError, match="two distinct sites"):
        all_rectangles(potts(2, 3, 1.0), sites=[(1, 1)])
    with pytest.raises(InvalidInputError, match="logit_rtol"):
        all_rectangles(potts(2, 3, 1.0), logit_rtol=-1)
    with pytest.raises(InvalidInputError, match="`model` must be a model"):
        as_site_logits(object())


# ---------------------------------------------------------------------- properties
@given(compatible_models(), temperatures())
def test_property_compatible_rectangles_vanish_and_kernel_reversible(model, T):
    t = all_rectangles(model, temperature=T)
    assert t.n_certified == 0
    K = GlauberKernel(as_site_logits(model), temperature=T)
    assert detailed_balance_residual(K) <= 1e-9


# T >= 1: at lower T the stationary mass on the violating cycles can be too small for
# the detailed-balance residual to clear its 1e-9 threshold.
@given(incompatible_models(), temperatures(1.0, 5.0))
def test_property_incompatible_certified_and_kernel_not_reversible(model, T):
    t = all_rectangles(model, temperature=T)
    assert t.n_certified > 0 and t.max_abs >= 0.5 / T - 1e-12
    K = GlauberKernel(as_site_logits(model), temperature=T)
    assert detailed_balance_residual(K) > 1e-9


@given(incompatible_models() | compatible_models(), temperatures())
def test_property_kolmogorov_ratio_is_log_r(model, T):
    t = all_rectangles(model, temperature=T)
    kol = kolmogorov_log_ratios(GlauberKernel(as_site_logits(model), temperature=T), t)
    ok = np.isfinite(kol)
    assert ok.any()
    np.testing.assert_allclose(kol[ok], t.log_r[ok], atol=1e-9 * (1 + t.max_abs), rtol=0)


def test_compatible_chain_is_reversible_at_tiny_temperature():
    """Audit: the edge-wise detailed-balance residual of a compatible Potts chain grows like
    round-off / T (3.8e-6 at T = 1e-10), so a fixed 1e-9 called it non-reversible and the
    report inconsistent; the allowance now adds the log transition probabilities' round-off
    (exact.reversibility.edge_tolerance). An incompatible table stays non-reversible."""
    from toolkit.models import potts, random_table

    for T in (1.0, 1e-3, 1e-10):
        r = compatibility_report(potts(2, 4, 1.0), temperature=T)
        assert r.reversible and r.consistent, (T, r.edge_residual)
    r = compatibility_report(random_table(2, 3, 1.0, rng=22), temperature=0.02)
    assert not r.reversible and r.consistent


@pytest.mark.parametrize("T", [1e-6, 1e-8, 1e-10])
def test_edge_allowance_covers_the_exact_law_where_the_fixed_tolerance_does_not(T):
    """A compatible random joint (q = 3, n = 4): with its exact Gibbs law (log pi from the
    joint table, normalized in 60-digit mpmath, so pi's own error is 0) the edge-wise
    detailed-balance residual is pure round-off of the log transition probabilities; it
    exceeds EDGE_RTOL at these temperatures (3.7e-9 .. 3.1e-5) and stays within
    edge_tolerance(..., pi_relative_error=0)."""
    import mpmath

    from exact.markov import ExactChain
    from exact.reversibility import EDGE_RTOL, edge_relative_residual, edge_tolerance
    from toolkit.models import random_joint

    m = random_joint(3, 4, 2.0, rng=3)
    ch = ExactChain(m, temperature=T)  # states in the joint table's row-major order
    with mpmath.workdps(60):
        lw = [mpmath.mpf(float(e)) / mpmath.mpf(T) for e in np.asarray(m.log_joint).reshape(-1)]
        top = max(lw)
        lz = top + mpmath.log(sum(mpmath.exp(v - top) for v in lw))
        log_pi = np.array([float(v - lz) for v in lw])
    edge = edge_relative_residual(ch.kernel, log_pi)
    M = float(np.abs(ch.logits.values).max())
    assert EDGE_RTOL < edge <= edge_tolerance(M, T, 3, 4, 0.0, float(np.abs(log_pi).max()))


def test_kolmogorov_ratio_of_a_zero_transition_is_nan():
    """Documented: ``nan`` where a transition probability of a matrix is 0 (no log-ratio exists).
    Two sites, ``q = 2`` (states ``2 x0 + x1``): the only rectangle's j-first cycle
    ``0 -> 1 -> 3 -> 2 -> 0`` uses ``P(1, 3)``; with that move removed (its mass kept on the
    diagonal) the forward product is 0 while the backward one is not."""
    m = random_table(2, 2, 1.0, rng=5)
    t = all_rectangles(m, temperature=1.0)
    P = glauber_kernel(m, temperature=1.0).dense()
    P[1, 1] += P[1, 3]
    P[1, 3] = 0.0
    out = kolmogorov_log_ratios(P, t)
    assert out.size == t.log_r.size >= 1
    assert np.isnan(out).all()


def test_kolmogorov_max_error_is_the_largest_over_every_site_pair():
    """The report's ``kolmogorov_max_error`` is the largest ``|Kolmogorov ratio - log R / T|`` over all
    rectangles, streamed pair by pair. Reference: the whole table at once. The model has large
    logits (coupling 300) on the pair (0, 1) only, so the rounding of its cycles (~1e-13) exceeds
    that of the last pair (1, 2) (couplings 0.1), and the maximum lies in the first chunk."""
    rng = np.random.default_rng(7)
    J = 0.1 * rng.normal(size=(3, 3, 2, 2))
    J[0, 1] *= 3000.0
    J[1, 0] *= 3000.0
    m = Pairwise(np.zeros((3, 2)), J)
    T = 1.0
    t = all_rectangles(m, temperature=T)
    K = glauber_kernel(m, temperature=T)
    err = np.abs(kolmogorov_log_ratios(K, t) - t.log_r)
    last = (t.i == 1) & (t.j == 2)
    assert np.nanmax(err) > np.nanmax(err[last])     # the case discriminates
    rep = compatibility_report(m, temperature=T)
    assert rep.kolmogorov_max_error == pytest.approx(float(np.nanmax(err)), rel=1e-12, abs=0)
