"""prm26a (ninth sweep, issue 30): the keywords ``exact.markov`` hands on at a call site reach
the callee with a value off the callee's default, and the documented effect shows.

Expected values come from an independent computation on the dense kernel (numpy powers, a
linear solve, the conductance's definition) or from the enumerated chain (``method="enumerate"``)
for the lumped report; never from the path under test.
"""

from __future__ import annotations

import numpy as np
import pytest

import exact.markov
from exact.markov import ExactChain, analyze
from toolkit.models import potts
from toolkit.models.exchangeable import CurieWeiss


@pytest.fixture(scope="module")
def chain():
    return ExactChain(potts(2, 2, 1.0))


def _dense(c):
    P = np.asarray(c.kernel.dense(), dtype=float)
    assert np.allclose(P.sum(axis=1), 1.0)
    return P


def _pi(P):
    w, v = np.linalg.eig(P.T)
    p = np.real(v[:, np.argmin(np.abs(w - 1.0))])
    return p / p.sum()


def _tv_from(P, mu, t):
    pi = _pi(P)
    return 0.5 * np.abs(mu @ np.linalg.matrix_power(P, t) - pi).sum()


# ---------------------------------------------------------------------- with_scan / with_temperature: max_states
def test_derived_chains_keep_the_size_guard():
    # the derived chain of another scan or temperature is built with the same max_states (the
    # guard it would apply to a model), not the module default
    c = ExactChain(potts(2, 2, 1.0), max_states=50)
    assert c.with_scan("systematic").max_states == 50
    assert c.with_scan("random", lazy=0.5).max_states == 50
    assert c.with_temperature(2.0).max_states == 50


# ---------------------------------------------------------------------- passage
def test_hitting_probabilities_after_start_reaches_the_solver(chain):
    h = chain.hitting_probabilities([0], after_start=True)
    assert h.after_start is True
    # irreducible chain: the return probability is 1 too (Levin-Peres Prop. 1.14 + recurrence)
    assert np.allclose(h.values, 1.0)
    assert chain.hitting_probabilities([0]).after_start is False


def test_mean_first_passage_between_sets_needs_the_origin(chain):
    P = _dense(chain)
    B = np.array([True, False, False, False])
    # E_x[tau_B] off B: (I - P_{B^c B^c}) m = 1 (first-step analysis)
    A = np.eye(3) - P[np.ix_(~B, ~B)]
    m = np.zeros(4)
    m[~B] = np.linalg.solve(A, np.ones(3))
    res = chain.mean_first_passage_times([0], origin=[3])
    # E_{pi(.|{3})}[tau_B] = m(3)
    assert res.between is not None
    assert res.between == pytest.approx(m[3], rel=1e-9)
    pi = _pi(P)
    res2 = chain.mean_first_passage_times([0], origin=[1, 3])
    assert res2.between == pytest.approx((pi[1] * m[1] + pi[3] * m[3]) / (pi[1] + pi[3]), rel=1e-9)


# ---------------------------------------------------------------------- metastable: bottleneck bound at eps
def test_bottleneck_bound_uses_the_given_eps(chain):
    P = _dense(chain)
    pi = _pi(P)
    S = np.array([True, False, False, False])
    phi = float((pi[S, None] * P[np.ix_(S, ~S)]).sum() / pi[S].sum())   # Q(S, S^c) / pi(S)
    for eps in (0.1, 0.4):
        expected = max(0.0, (1.0 - pi[S].sum() - eps) / phi)
        assert chain.bottleneck_lower_bound(S, eps=eps) == pytest.approx(expected, rel=1e-9)


# ---------------------------------------------------------------------- mixing_from: method and t_max
def test_mixing_from_hands_on_t_max_and_method(chain):
    P = _dense(chain)
    mu = np.eye(4)[0]
    d = [_tv_from(P, mu, t) for t in range(8)]
    t_mix = next(t for t, v in enumerate(d) if v <= 0.25)
    assert t_mix > 1
    capped = chain.mixing_from(0, t_max=1)
    assert capped.t_mix is None and capped.t_max == 1
    step = chain.mixing_from(0, method="stepping")
    assert step.method == "stepping" and step.t_mix == t_mix
    # stepping evaluates every t = 0..t_mix, each d_mu(t) from the powers
    assert list(step.times) == list(range(t_mix + 1))
    assert np.allclose(step.distances, d[:t_mix + 1], atol=1e-12)
    capped_step = chain.mixing_from(0, method="stepping", t_max=1)
    assert capped_step.t_mix is None and capped_step.method == "stepping"


# ---------------------------------------------------------------------- report / analyze: mixing_method
def _worst_t_mix(P, eps=0.25):
    for t in range(200):
        if max(_tv_from(P, np.eye(len(P))[x], t) for x in range(len(P))) <= eps:
            return t
    raise AssertionError("not mixed")


def test_report_and_analyze_hand_on_the_mixing_method(chain):
    expected = _worst_t_mix(_dense(chain))
    r = chain.report(mixing_method="stepping")
    assert r.t_mix_method == "stepping" and r.t_mix == expected
    a = analyze(potts(2, 2, 1.0), mixing_method="stepping")
    assert a.t_mix_method == "stepping" and a.t_mix == expected
    with pytest.raises(Exception, match="method"):
        analyze(potts(2, 2, 1.0), mixing_method="no-such-method")


# ---------------------------------------------------------------------- analyze, lumped: every keyword
@pytest.mark.parametrize("kw", [dict(temperature=2.0), dict(eps=0.1), dict(t_max=1), dict(name="cw4")],
                         ids=["temperature", "eps", "t_max", "name"])
def test_lumped_analyze_hands_on_its_keywords(kw):
    m = CurieWeiss(4, 1.0)
    lumped = analyze(m, method="lumped", **kw)
    full = analyze(m, method="enumerate", **kw)   # the enumerated chain: the independent computation
    assert exact.markov.exact_method(m, method="lumped") == "lumped"
    assert lumped.t_mix == full.t_mix
    assert lumped.spectral_gap == pytest.approx(full.spectral_gap, rel=1e-9)
    assert lumped.temperature == kw.get("temperature", 1.0)
    assert lumped.eps == kw.get("eps", 0.25)
    assert lumped.model == full.model
    if "t_max" in kw:
        assert lumped.t_mix is None
    if "name" in kw:
        assert lumped.model == "cw4"
