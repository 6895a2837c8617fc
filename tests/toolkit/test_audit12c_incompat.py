"""Twelfth blind audit, part c: toolkit.incompat (the random site pairs, the explicit pairs'
range, the top-k tokens, the deduplication of rectangles, the clustered prevalence), from the
docstrings' contracts and hand values."""

import math

import numpy as np
import pytest

from toolkit.coupling import wilson_interval
from toolkit.exceptions import InvalidInputError
from toolkit.incompat import _prevalence, _triu_pairs, rectangle_test, site_pairs
from toolkit.models import IndependentSites


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_triu_pairs_are_the_row_major_upper_triangle(n):
    total = n * (n - 1) // 2
    i, j = np.triu_indices(n, 1)
    np.testing.assert_array_equal(_triu_pairs(np.arange(total), n), np.stack([i, j], axis=1))
    # 'random' with every pair drawn gives them all, each once, i < j
    P = site_pairs(n, "random", n_pairs=total, rng=0)
    assert sorted(map(tuple, P.tolist())) == sorted(zip(i.tolist(), j.tolist(), strict=True))


def test_explicit_pairs_refuse_site_n():
    with pytest.raises(InvalidInputError, match=r"distinct sites in 0\.\.3"):
        site_pairs(4, [[0, 4]])
    with pytest.raises(InvalidInputError, match=r"distinct sites in 0\.\.3"):
        site_pairs(4, [[1, 2], [3, 4]])
    assert site_pairs(4, [[3, 0]]).tolist() == [[0, 3]]


def test_top_k_tokens_are_the_most_likely():
    # independent sites with fields (by hand): site 0 ranks 2 > 0 > 1 > 3, site 1 ranks 3 > 1 > 2 > 0
    h = np.array([[1.0, -1.0, 3.0, -2.0], [-3.0, 1.0, 0.5, 2.0]])
    res = rectangle_test(IndependentSites(h), np.zeros((1, 2), dtype=int), k=2)
    t = res.table
    assert {int(t["a"][0]), int(t["a2"][0])} == {0, 2}
    assert {int(t["b"][0]), int(t["b2"][0])} == {1, 3}


def test_contexts_differing_only_at_j_give_one_rectangle():
    # two sites, pair (0, 1): contexts (0, 0) and (0, 1) differ only at site j = 1, and every
    # token is queried (k = q = 2), so they give the same single rectangle (class docstring)
    res = rectangle_test(IndependentSites(np.zeros((2, 2))), np.array([[0, 0], [0, 1]]), k=2)
    assert res.count == 1
    res = rectangle_test(IndependentSites(np.zeros((2, 2))), np.array([[0, 0], [1, 0]]), k=2)
    assert res.count == 1


def test_clustered_prevalence_by_hand():
    # 3 contexts of 4 rectangles, certified 3, 1, 3: p = 7/12; c_k - p N_k = 2/3, -4/3, 2/3;
    # se = sqrt(3/2 * 8/3) / 12 = 1/6; widened by t_{0.975, m - 1 = 2} = 4.302652729911275 over
    # z = 1.959963984540054; n_eff = p (1 - p) / se_t^2; Wilson interval at (p n_eff, n_eff)
    cert = np.array([1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0], dtype=bool)
    ctx = np.repeat([0, 1, 2], 4)
    est = _prevalence(cert, ctx, wilson_interval)
    p = 7 / 12
    assert est.value == pytest.approx(p)
    assert est.stderr == pytest.approx(1 / 6)
    se_t = (1 / 6) * 4.302652729911275 / 1.959963984540054
    n_eff = p * (1 - p) / se_t**2
    z = 1.959963984540054
    den = 1 + z * z / n_eff
    mid = (p + z * z / (2 * n_eff)) / den
    half = z * math.sqrt(p * (1 - p) / n_eff + z * z / (4 * n_eff * n_eff)) / den
    assert est.ci[0] == pytest.approx(max(0.0, mid - half), rel=1e-9)
    assert est.ci[1] == pytest.approx(min(1.0, mid + half), rel=1e-9)
    assert f"effective size {n_eff:.4g}" in est.method
