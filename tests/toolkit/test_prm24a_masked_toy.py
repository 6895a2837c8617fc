"""prm24a: arguments of ``toolkit.models.masked_toy`` that no test passed off their default
(``benchmarks/results/default-only-args-2026-12-06.md``): ``masked_curie_weiss(text=,
free_positions=)`` and ``masked_independent(scale=)``.

Hand values: Curie-Weiss on a template of L sites has ``l_i(a | x) = s_a (beta/L sum_{j != i} s_j
+ field)`` with tokens ``A`` = spin -1, ``C`` = spin +1 (the family's docstring); independent
sites have fields ``N(0, scale^2)`` drawn as ``default_rng(seed).normal(0, scale, (L, q))``."""

from __future__ import annotations

import numpy as np

from toolkit.models.masked_toy import masked_curie_weiss, masked_independent


def test_masked_curie_weiss_text():
    # template CCCC, site 0 free: the other three are spin +1, u = beta/4 * 3 = 0.75 (beta = 1)
    m = masked_curie_weiss(text="CCCC", free_positions=[0])
    assert m.template_length == 4
    np.testing.assert_allclose(m.logits(np.array([[0]]), [0])[0], [-0.75, 0.75], atol=1e-12)


def test_masked_curie_weiss_free_positions():
    # template CCAA, site 2 free: the others are +1, +1, -1, u = (1 + 1 - 1) / 4 = 0.25
    m = masked_curie_weiss(text="CCAA", free_positions=[2])
    assert m.length == 1
    assert m.free_positions.tolist() == [2]
    np.testing.assert_allclose(m.logits(np.array([[1]]), [0])[0], [-0.25, 0.25], atol=1e-12)


def test_masked_independent_scale():
    m = masked_independent(q=2, n=1, length=3, scale=3.0, seed=0, text=[0, 0, 0], free_positions=[1])
    h = np.random.default_rng(0).normal(0.0, 3.0, size=(3, 2))
    np.testing.assert_allclose(m.logits(np.array([[0]]), [0])[0], h[1], atol=1e-12)
