"""Contract sweep (issue 30) of :mod:`exact.unmasking`: the default samplers (list and order),
the sampler grammar's defaults and boundaries (``k = n`` allowed, ``remask:r`` re-predicts in
``k = r``, a larger ``k`` clipped to ``r``), the ``max_partial`` guard at equality (a real bug
fixed here: ``5**3 = 125`` was refused at ``max_partial=125`` by a rounded logarithm, and a
huge ``n`` raised OverflowError instead of the guard's error), marginals and pair dependence by
hand, the step-count law ``ceil(n/k)`` and the comparison's sorted, deduplicated ``t``."""

from __future__ import annotations

import numpy as np
import pytest

from exact.unmasking import (
    DEFAULT_MAX_ENTRIES,
    DEFAULT_MAX_PARTIAL,
    Sampler,
    compare_samplers,
    default_samplers,
    marginals,
    pair_dependence,
    parse_sampler,
    partial_conditionals,
    unmasking_law,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, JointModel, random_pairwise


def test_default_samplers_in_their_documented_order():
    names = [s.name for s in default_samplers(4)]
    assert names == ["random:1", "left-to-right:1", "confidence:1", "margin:1", "random:2", "random:3",
                     "random:4", "remask:2:random:2"]     # ceil(4/2) = 2 = the other remask size
    assert [s.name for s in default_samplers(5)][-2:] == ["remask:2:random:2", "remask:3:random:3"]
    assert [s.name for s in default_samplers(1)] == ["random:1", "left-to-right:1", "confidence:1", "margin:1",
                                                     "remask:1:random:1"]


def test_sampler_grammar_defaults_and_boundaries():
    assert parse_sampler("margin", 3) == Sampler("unmask", "margin", 1, 0)
    assert parse_sampler("random:3", 3) == Sampler("unmask", "random", 3, 0)      # k = n allowed
    with pytest.raises(InvalidInputError, match="k must be in 1..3; got 4"):
        parse_sampler("random:4", 3)
    assert parse_sampler("remask:2:margin", 4) == Sampler("remask", "margin", 2, 2)   # k = r
    assert parse_sampler("remask:2:random:3", 4) == Sampler("remask", "random", 2, 2)  # k clipped to r
    assert parse_sampler("remask:4", 4).r == 4
    with pytest.raises(InvalidInputError, match="r must be in 1..4; got 0"):
        parse_sampler("remask:0", 4)
    assert parse_sampler(" l2r ", 2).order == "left-to-right"
    assert DEFAULT_MAX_PARTIAL == 5e5 and DEFAULT_MAX_ENTRIES == 5e7


@pytest.mark.parametrize("q, n", [(4, 3), (2, 3), (3, 2)])
def test_max_partial_allows_equality(q, n):
    m = IndependentSites(np.zeros((n, q)))
    N = (q + 1) ** n
    assert partial_conditionals(m, max_partial=N).size == N
    with pytest.raises(InvalidInputError, match="max_partial"):
        partial_conditionals(m, max_partial=N - 1)


def test_a_huge_model_is_refused_by_the_guard():
    with pytest.raises(InvalidInputError, match=r"3\*\*700 = about 1e334"):
        partial_conditionals(IndependentSites(np.zeros((700, 2))))


def test_marginals_and_pair_dependence_by_hand():
    law = np.array([0.1, 0.2, 0.3, 0.4])  # index 2 x0 + x1
    assert marginals(law, 2, 2) == pytest.approx(np.array([[0.3, 0.7], [0.4, 0.6]]), abs=1e-15)
    # mu = [[0.4, 0.1], [0.1, 0.4]]: product of marginals 1/4 everywhere, TV = (4 * 0.15) / 2
    D = pair_dependence([0.4, 0.1, 0.1, 0.4], 2, 2)
    assert D == pytest.approx(np.array([[0.0, 0.3], [0.3, 0.0]]), abs=1e-15)
    # three sites, x2 independent of (x0, x1) which are correlated: D[0,1] = 0.3, D[0,2] = D[1,2] = 0
    law3 = np.einsum("ab,c->abc", np.array([[0.4, 0.1], [0.1, 0.4]]), np.array([0.25, 0.75])).ravel()
    D3 = pair_dependence(law3, 2, 3)
    assert D3 == pytest.approx(np.array([[0, 0.3, 0], [0.3, 0, 0], [0, 0, 0]]), abs=1e-15)


@pytest.mark.parametrize("k, steps", [(1, [0, 0, 0, 1]), (2, [0, 0, 1, 0]), (3, [0, 1, 0, 0])])
def test_step_law_is_ceil_n_over_k(k, steps):
    cond = partial_conditionals(random_pairwise(2, 3, rng=1))
    for order in ("random", "confidence"):
        assert unmasking_law(cond, order=order, k=k)[1].tolist() == pytest.approx(steps, abs=1e-14)


def test_comparison_times_sorted_and_mean_steps():
    m = JointModel(np.log(np.array([[0.4, 0.1], [0.1, 0.4]])))
    r = compare_samplers(m, samplers=["random:1", "random:2", "remask:1"], t=(4, 1, 1))
    assert r.t == (1, 4) and r.tv_after.shape == (3, 2)
    assert r.mean_steps()[:2].tolist() == pytest.approx([2.0, 1.0], abs=1e-14)
    assert np.isnan(r.mean_steps()[2])
    assert r.tv_pi[0] == pytest.approx(0.0, abs=1e-14)          # one at a time: the joint
    assert r.tv_pi[1] == pytest.approx(0.3, abs=1e-14)          # one step: product of marginals
    with pytest.raises(InvalidInputError, match="at least one sampler"):
        compare_samplers(m, samplers=[])


def test_remasking_guards_and_rows():
    from exact.unmasking import remasking_kernel, unmasking_step

    cond = partial_conditionals(random_pairwise(2, 3, rng=2), temperature=0.9)
    K = remasking_kernel(cond, r=3)                     # r = n allowed
    assert K.shape == (8, 8) and np.allclose(np.asarray(K.sum(axis=1)).ravel(), 1.0, rtol=0, atol=1e-14)
    with pytest.raises(InvalidInputError, match=r"`r` must be in 1..n = 1..3; got 4"):
        remasking_kernel(cond, r=4)
    with pytest.raises(InvalidInputError, match=r"`k` must be in 1..n = 1..3; got 4"):
        unmasking_step(cond, k=4)
    U = unmasking_step(cond, k=3)                       # k = n allowed: one parallel step
    assert np.allclose(np.asarray(U.sum(axis=1)).ravel(), 1.0, rtol=0, atol=1e-14)
