"""Contract sweep s3 (issue 30): toolkit.strategies' promises checked on their draws: the size
ranges, symmetric pairwise couplings, an incompatibility of at least min_asymmetry (exact
rectangles), alpha_col <= alpha_max (exact influences), a planted margin of exactly gamma."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from exact.influence import influence_matrix
from exact.rectangles import all_rectangles
from toolkit import strategies as S
from toolkit._margins import state_margins
from toolkit.sampling import all_site_logits

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(S.sizes(q=(2, 4), n=(3, 5)))
def test_sizes_within_ranges(qn):
    q, n = qn
    assert 2 <= q <= 4 and 3 <= n <= 5


@FAST
@given(S.temperatures(0.5, 2.0))
def test_temperatures_within_range(T):
    assert 0.5 <= T <= 2.0


@FAST
@given(S.symmetric_pairwise())
def test_symmetric_pairwise_couplings(m):
    n = m.J.shape[0]
    for i in range(n):
        for j in range(n):
            if i != j:
                np.testing.assert_array_equal(m.J[j, i], m.J[i, j].T)


@FAST
@given(S.incompatible_models(min_asymmetry=0.7))
def test_incompatible_models_have_a_large_rectangle(m):
    assert all_rectangles(m).max_abs >= 0.7 - 1e-9


@FAST
@given(S.contracting_models(alpha_max=0.6))
def test_contracting_models_contract(m):
    R, _ = influence_matrix(m)
    assert R.sum(axis=0).max() <= 0.6 + 1e-12


@FAST
@given(S.contracting_models(n=(3, 4), alpha_max=0.6))
def test_contracting_construction_bounds_each_logit_oscillation(m):
    # the docstring's construction: couplings (or table noise) at most c = artanh(alpha_max / (n - 1)),
    # so every L_ij <= 4 c
    R, L = influence_matrix(m)
    n = L.shape[0]
    assert L.max() <= 4 * np.arctanh(0.6 / (n - 1)) + 1e-12


@FAST
@given(S.incompatible_models(scale=1e-4, min_asymmetry=0.5))
def test_the_repair_moves_log_r_by_twice_min_asymmetry(m):
    # logits of size 1e-4: every rectangle is below 1e-3 but the repaired ones, moved by 2 x 0.5
    # (docstring) when the drawn one was below min_asymmetry (always, at this scale)
    assert abs(all_rectangles(m).max_abs - 1.0) < 1e-2


@FAST
@given(S.planted_fixed_points(gamma=(0.2, 3.0)))
def test_planted_margin_is_gamma(drawn):
    m, x, g = drawn
    X = np.array([x])
    assert 0.2 <= g <= 3.0
    assert state_margins(all_site_logits(m, X), X)[0] == pytest.approx(g, rel=1e-9, abs=1e-12)
