"""Contract sweep (issue 30) of :mod:`exact.rectangles`: the count formula, the site-pair
guards at their boundaries, the ``max_rectangles`` guard at equality, the bound's formula
(``(gamma_7 sum |t| + 4 err_i + 4 err_j) / T`` with ``err = logit_rtol * max(1, max |l|)``)
recomputed by hand from the corners, the corner order, the streamed summary's stride, the
reference-rectangle scan's counts and the one-site rule."""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.logits import site_logits
from exact.rectangles import (
    _site_pairs,
    all_rectangles,
    count_rectangles,
    rectangle_rule,
    rectangle_summary,
    reference_rectangles,
    site_errors,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, random_table

U = 2.0**-53
GAMMA7 = 7 * U / (1 - 7 * U)  # Higham's gamma_7 (the 7 additions of log R)


def test_count_is_pairs_times_contexts_times_token_pairs_squared():
    # q = 3, n = 4: 6 pairs * 3**2 contexts * (3 * 2 / 2)**2 = 6 * 9 * 9
    assert count_rectangles(3, 4) == 486
    assert count_rectangles(3, 4, 2) == 162
    assert count_rectangles(4, 2) == 36          # 1 * 1 * 6**2
    assert len(all_rectangles(random_table(3, 4, rng=0))) == 486


def test_site_pair_guards():
    assert _site_pairs(3, [2, 0, 2]) == [(0, 2)]           # repeats merged, sorted
    assert _site_pairs(4, [(3, 1), (1, 3), (0, 2)]) == [(0, 2), (1, 3)]
    assert _site_pairs(2, None) == [(0, 1)]
    with pytest.raises(InvalidInputError, match="n >= 2"):
        _site_pairs(1, None)
    with pytest.raises(InvalidInputError, match="at least 2 distinct"):
        _site_pairs(3, [1, 1])
    with pytest.raises(InvalidInputError, match=r"0\.\.2; got 3"):
        _site_pairs(3, [0, 3])
    with pytest.raises(InvalidInputError, match="got -1"):
        _site_pairs(3, [-1, 0])
    with pytest.raises(InvalidInputError, match="distinct sites"):
        _site_pairs(3, [(1, 1)])
    with pytest.raises(InvalidInputError, match="distinct sites"):
        _site_pairs(3, [(0, 3)])
    with pytest.raises(InvalidInputError, match="empty"):
        _site_pairs(3, [])


def test_max_rectangles_allows_equality():
    m = random_table(3, 3, rng=1)  # 3 pairs * 3 contexts * 9 = 81 rectangles
    assert len(all_rectangles(m, max_rectangles=81)) == 81
    with pytest.raises(InvalidInputError, match="81 rectangles exceed max_rectangles=80"):
        all_rectangles(m, max_rectangles=80)


def test_site_errors_override_has_a_floor_of_one():
    m = random_table(2, 3, 0.1, rng=2)            # every |logit| < 1
    L = site_logits(m)
    assert site_errors(L, 1e-6).tolist() == pytest.approx([1e-6] * 3, rel=1e-15, abs=0)
    big = site_logits(IndependentSites(np.array([[0.0, -7.0], [2.5, 0.0]])))
    assert site_errors(big, 1e-6).tolist() == pytest.approx([7e-6, 2.5e-6], rel=1e-15, abs=0)
    assert site_errors(big, 0.0).tolist() == [0.0, 0.0]
    with pytest.raises(InvalidInputError, match="logit_rtol"):
        site_errors(big, -1e-9)


@pytest.mark.parametrize("T", [1.0, 0.4])
def test_log_r_and_bound_by_hand_from_the_corners(T):
    m = random_table(3, 3, 4.0, rng=3)
    L = site_logits(m)
    r = 1e-7
    err = [r * max(1.0, float(np.abs(L.values[s]).max())) for s in range(3)]
    t = all_rectangles(m, temperature=T, logit_rtol=r)
    C = t.corner_indices()
    for k in range(len(t)):
        i, j = int(t.i[k]), int(t.j[k])
        ab, ab2, a2b2, a2b = C[k]
        li = [L.values[i][s] for s in (ab, a2b, ab2, a2b2)]   # l_i(a;b), l_i(a';b), l_i(a;b'), l_i(a';b')
        lj = [L.values[j][s] for s in (ab, ab2, a2b, a2b2)]   # l_j(b;a), l_j(b';a), l_j(b;a'), l_j(b';a')
        log_r = (li[0] - li[1] - li[2] + li[3]) - (lj[0] - lj[1] - lj[2] + lj[3])
        bound = (GAMMA7 * (np.abs(li).sum() + np.abs(lj).sum()) + 4 * err[i] + 4 * err[j]) / T
        assert t.log_r[k] == pytest.approx(log_r / T, rel=1e-12, abs=1e-13)
        assert t.bound[k] == pytest.approx(bound, rel=1e-12, abs=0)
    assert t.logit_error == pytest.approx(tuple(err), rel=1e-15, abs=0)
    assert t.logit_error_source == "logit_rtol override"


def test_corner_order_by_hand():
    # n = 3, q = 2, sites (0, 2), context x_1 = 1 (index 2): corners (a,b), (a,b'), (a',b'), (a',b)
    # with a, b at the weights 4 and 1: 0+2, 1+2, 4+1+2, 4+2
    t = all_rectangles(random_table(2, 3, rng=4), sites=[(0, 2)])
    k = int(np.flatnonzero(t.context == 2)[0])
    assert (int(t.a[k]), int(t.a2[k]), int(t.b[k]), int(t.b2[k])) == (0, 1, 0, 1)
    assert t.corner_indices()[k].tolist() == [2, 3, 7, 6]


def test_streamed_quantiles_use_an_even_stride_of_at_most_the_cap():
    m = random_table(3, 3, rng=5)  # 81 rectangles
    full = rectangle_summary(m)
    assert full.quantile_sample == 81
    s = rectangle_summary(m, max_rectangles=10)    # stride ceil(81 / 10) = 9: 9 values
    assert s.quantile_sample == 9
    s = rectangle_summary(m, max_rectangles=27)    # stride 3: 27 values
    assert s.quantile_sample == 27
    assert s.quantiles["max"] == full.max_abs and s.count == 81
    assert s.max_bound == pytest.approx(full.max_bound, rel=0, abs=0)


def test_reference_rectangle_scan_counts():
    m = random_table(3, 3, 1.0, rng=6)
    L = site_logits(m)
    checked, cert, ratio, w = reference_rectangles(L, stop_at_first=False)
    # a' = b' = 0: 3 pairs * 3 contexts * (q - 1)**2 = 36
    assert checked == 36
    t = all_rectangles(m)
    # the table keeps a < a2, b < b2: reference rectangle (a, 0; b, 0) is the row a = b = 0
    # with a2 = a, b2 = b (both pairs swapped: log R unchanged)
    sel = (t.a == 0) & (t.b == 0)
    assert cert == int(t.certified[sel].sum())
    assert ratio == pytest.approx(float((np.abs(t.log_r[sel]) / t.bound[sel]).max()), rel=1e-12, abs=0)
    first = reference_rectangles(L, stop_at_first=True)
    assert first[1] >= 1 and first[0] <= checked and first[3][:2] == (0, 1)
    assert w[:2] == (0, 1)


def test_one_site_chain_is_reversible_by_the_rule():
    rule = rectangle_rule(glauber_kernel(IndependentSites(np.log([[1.0, 2.0, 3.0]]))))
    assert rule.reversible is True and "one site" in str(rule)
    r2 = rectangle_rule(glauber_kernel(random_table(2, 2, rng=7)))
    assert r2.reversible is False
