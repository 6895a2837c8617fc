"""Exact influences (vectorized vs a loop over state pairs), the softmax lemma, the
one-step path coupling and the contraction bound against exact t_mix."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from exact import glauber_kernel, mixing_time
from exact.influence import (
    contraction_bound,
    influence,
    influence_matrix,
    influence_matrix_reference,
)
from exact.markov import contraction_check
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts, random_pairwise, random_table
from toolkit.strategies import contracting_models, models, temperatures

MODELS = {
    "pairwise-3-3": random_pairwise(3, 3, 1.0, rng=1),
    "table-2-4": random_table(2, 4, 1.0, rng=2),
    "potts-path": potts(3, 4, 1.0, graph="path"),
}


@pytest.mark.parametrize("name", list(MODELS))
@pytest.mark.parametrize("T", [0.4, 1.0, 3.0])
def test_vectorized_equals_reference(name, T):
    m = MODELS[name]
    R, L = influence_matrix(m, temperature=T)
    R2, L2 = influence_matrix_reference(m, temperature=T)
    # same subtractions and sums, in a different order: 1e-14
    np.testing.assert_allclose(R, R2, atol=1e-14, rtol=0)
    np.testing.assert_allclose(L, L2, atol=1e-14, rtol=0)
    assert (np.diag(R) == 0).all() and (np.diag(L) == 0).all()


def test_known_answers():
    # two-site Potts q = 2: L = 2J and R = tanh(J / (2T)) (equality in the softmax lemma)
    for J, T in [(1.0, 1.0), (0.5, 2.0), (2.0, 0.7)]:
        R, L = influence_matrix(potts(2, 2, J), temperature=T)
        assert L[0, 1] == L[1, 0] == pytest.approx(2 * J, abs=1e-15)
        assert R[0, 1] == pytest.approx(math.tanh(J / (2 * T)), abs=1e-14)
    # independent sites: no influence; infinite temperature: no influence
    R, L = influence_matrix(IndependentSites(np.random.default_rng(0).normal(size=(3, 3))), temperature=1.0)
    assert not R.any() and not L.any()
    R, L = influence_matrix(random_table(2, 3, rng=0), temperature=np.inf)
    assert not R.any() and L.any()


def reference_path_coupling(model, T):
    """Worst expected Hamming distance after one maximally coupled step, by a loop."""
    q, n = model.vocab_size, model.length
    worst = 0.0
    for x in itertools.product(range(q), repeat=n):
        for j in range(n):
            for b in range(q):
                if b == x[j]:
                    continue
                y = list(x)
                y[j] = b
                e = 0.0
                for i in range(n):
                    if i == j:
                        continue  # both redraw site j from the same law: they meet
                    px = tempered_conditionals(model.logits(np.array([x]), np.array([i]))[0], T)
                    py = tempered_conditionals(model.logits(np.array([y]), np.array([i]))[0], T)
                    e += 1 + 0.5 * np.abs(px - py).sum()
                worst = max(worst, e / n)
    return worst


@pytest.mark.parametrize("name", list(MODELS))
def test_path_coupling_exact_and_bounded(name):
    m = MODELS[name]
    rep = influence(m, temperature=0.8)
    assert rep.path_coupling_max == pytest.approx(reference_path_coupling(m, 0.8), abs=1e-13)
    assert rep.path_coupling_holds
    assert rep.path_coupling_max >= 1 - 1 / m.length - 1e-15


def test_report_fields_and_bound():
    rep = influence(potts(2, 6, 1.0, graph="cycle"), temperature=1.5)
    # cycle Potts q=2: each site has two neighbours, R = tanh(J/2T)/... per neighbour: alpha = tanh(J/T)
    assert rep.alpha_col == pytest.approx(math.tanh(1 / 1.5), abs=1e-14)
    assert rep.alpha_row.value == pytest.approx(rep.alpha_col, abs=1e-14)
    assert rep.T0_col == rep.T0_row.value == pytest.approx(1.0)
    assert rep.contraction_bound == contraction_bound(rep.alpha_col, 6) == math.ceil(
        6 * math.log(24) / (1 - math.tanh(1 / 1.5)))
    assert rep.softmax_lemma_holds and rep.contracting
    assert "contraction bound" in str(rep) and len(rep.to_dict()["R"]) == 6


def test_contraction_bound_arithmetic():
    assert contraction_bound(0.0, 4, 0.25) == math.ceil(4 * math.log(16))
    assert contraction_bound(1.0, 4) is None and contraction_bound(1.5, 4) is None
    with pytest.raises(InvalidInputError, match="`eps` must be in"):
        contraction_bound(0.5, 4, eps=1.5)


def test_contraction_check_potts_and_reuse():
    from exact.markov import ExactChain

    m = potts(2, 5, 1.0, graph="cycle")
    c = contraction_check(m, temperature=1.5)
    assert c.applies and c.holds and c.slack == c.bound - c.t_mix > 0
    assert c.nlogn_ratio == pytest.approx(c.t_mix / (5 * math.log(5)))
    chain = ExactChain(m, temperature=1.5)
    assert chain.contraction().t_mix == c.t_mix == chain.mixing().t_mix  # one chain, computed once
    # a lazy chain's contraction check is the plain random-scan chain's
    assert ExactChain(m, temperature=1.5, lazy=0.3).contraction().t_mix == c.t_mix
    low = contraction_check(potts(2, 4, 1.0), temperature=0.5)  # complete graph, far below T_0
    assert not low.applies and low.holds is None and low.bound is None and "t_mix" in str(low)


def test_bad_inputs():
    with pytest.raises(InvalidInputError, match="`temperature` must be > 0; got 0"):
        influence_matrix(potts(2, 3, 1.0), temperature=0)
    with pytest.raises(InvalidInputError, match="`eps` must be in"):
        influence(potts(2, 3, 1.0), eps=0.0)


# ---------------------------------------------------------------------- properties
@given(models(), temperatures())
def test_property_softmax_lemma_and_path_coupling(model, T):
    rep = influence(model, temperature=T)
    assert rep.softmax_lemma_holds
    assert rep.path_coupling_holds
    if T > rep.T0_col:
        assert rep.alpha_col < 1


@given(contracting_models(), st.floats(1.0, 4.0), st.sampled_from([0.1, 0.25, 0.4]))
def test_property_contraction_bound_holds(model, T, eps):
    rep = influence(model, temperature=T, eps=eps)
    assert rep.alpha_col <= 0.9
    t_mix = mixing_time(glauber_kernel(model, temperature=T), eps=eps).t_mix
    assert t_mix <= rep.contraction_bound
