"""Sweep 7, group a2 (issue 30): exact.rectangles' promises left open by the automatic sample.

A model with one coupling (site 0 reads site 1): of the 6 rectangles of q = 2, n = 3 exactly the
2 of the pair (0, 1) are non-zero, so the table's counts, prevalence (n_certified / count) and
max |log R| are known by hand; the site-pair guards on both sides of 0..n-1; as_site_logits'
refusal of a non-model; the empty table's zero conventions."""

from __future__ import annotations

import numpy as np
import pytest

from exact import rectangles as rect
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise


def one_coupling(n: int = 3) -> Pairwise:
    # l_0(a; x) = [a = 0][x_1 = 0]; every other logit 0 (the module docstring's example on n sites)
    J = np.zeros((n, n, 2, 2))
    J[0, 1, 0, 0] = 1.0
    return Pairwise(np.zeros((n, 2)), J)


def test_counts_and_prevalence_by_hand():
    # count_rectangles: pairs * q^(n-2) * (q(q-1)/2)^2 = 3 * 2 * 1 = 6. Pair (0, 1), context x_2
    # in {0, 1}: log R = l_0(0; 0) - l_0(1; 0) - l_0(0; 1) + l_0(1; 1) = 1 (site 1's logits are 0),
    # divided by T = 2: 0.5, certified. Pairs (0, 2), (1, 2): l_0 does not depend on x_2, log R = 0.
    t = rect.all_rectangles(one_coupling(), temperature=2.0)
    assert rect.count_rectangles(2, 3) == 6
    assert t.count == len(t) == 6
    assert t.n_certified == 2
    assert t.prevalence.value == pytest.approx(2 / 6, abs=1e-15)
    assert t.certified_fraction == pytest.approx(1 / 3, abs=1e-15)
    assert t.max_abs == pytest.approx(0.5, abs=1e-12)          # the largest |log R| / T, not the smallest (0)
    assert sorted(np.abs(t.log_r).round(12).tolist()) == [0, 0, 0, 0, 0.5, 0.5]
    certified_pairs = {(int(i), int(j)) for i, j, c in zip(t.i, t.j, t.certified, strict=True) if c}
    assert certified_pairs == {(0, 1)}
    # restricted to the pair (0, 2): 2 rectangles, none certified
    t02 = rect.all_rectangles(one_coupling(), sites=[(2, 0)])
    assert t02.count == 2 and t02.n_certified == 0 and t02.prevalence.value == 0.0
    assert set(zip(t02.i.tolist(), t02.j.tolist(), strict=True)) == {(0, 2)}


@pytest.mark.parametrize("sites", [[(0, 3)], [(3, 0)], [(-1, 1)], [(1, -1)], [(1, 1)], [(0, 1), (2, 2)]])
def test_a_pair_outside_0_to_n_minus_1_or_repeated_is_refused(sites):
    with pytest.raises(InvalidInputError, match="`sites`"):
        rect.all_rectangles(one_coupling(), sites=sites)


@pytest.mark.parametrize("sites", [[0, 3], [-1, 0], [1], [2, 2]])
def test_bad_site_lists_are_refused(sites):
    with pytest.raises(InvalidInputError, match="`sites`"):
        rect.all_rectangles(one_coupling(), sites=sites)


def test_the_edges_of_0_to_n_minus_1_are_accepted():
    # n = 3: the pair (0, 2) and (2, 0) both hold the edge sites; the list [0, 2] too
    for sites in ([(0, 2)], [(2, 0)], [0, 2], [2, 0]):
        t = rect.all_rectangles(one_coupling(), sites=sites)
        assert t.count == 2 and set(zip(t.i.tolist(), t.j.tolist(), strict=True)) == {(0, 2)}
    # the three sites of the list [2, 0, 1]: every pair, 6 rectangles
    assert rect.all_rectangles(one_coupling(), sites=[2, 0, 1]).count == 6


@pytest.mark.parametrize("obj", [object(), 3.5, "potts"])
def test_as_site_logits_refuses_a_non_model_naming_model(obj):
    with pytest.raises(InvalidInputError, match="`model` must be a model"):
        rect.as_site_logits(obj)


def test_as_site_logits_needs_all_three_attributes():
    class Partial:
        vocab_size, length = 2, 2

    with pytest.raises(InvalidInputError, match="`model` must be a model"):
        rect.as_site_logits(Partial())
    with pytest.raises(InvalidInputError, match="`model` must be a model"):
        rect.all_rectangles(Partial())


def test_the_empty_table_has_zero_summaries():
    cols = {k: np.zeros(0, dtype=float if k in ("log_r", "bound") else np.int64) for k in rect.FIELDS}
    t = rect.RectangleTable.of(q=2, n=2, temperature=1.0, logit_error=(0.0, 0.0), tokens=None, cols=cols)
    assert t.count == len(t) == 0 and t.n_certified == 0
    assert t.prevalence.value == 0.0 and t.certified_fraction == 0.0
    assert t.max_abs == 0.0 and t.max_bound == 0.0


def test_site_errors_with_a_relative_tolerance_use_at_least_one():
    # logit_rtol * max(1, max |l_i|) per site: site 0's logits reach 3 (J = 3), sites 1, 2 are 0
    J = np.zeros((3, 3, 2, 2))
    J[0, 1, 0, 0] = 3.0
    L = rect.as_site_logits(Pairwise(np.zeros((3, 2)), J))
    np.testing.assert_allclose(rect.site_errors(L, 0.1), [0.3, 0.1, 0.1], rtol=1e-15)
    with pytest.raises(InvalidInputError, match="logit_rtol"):
        rect.site_errors(L, -0.1)
