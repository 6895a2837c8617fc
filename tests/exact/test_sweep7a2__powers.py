"""Sweep 7, group a2 (issue 30): exact._powers' promises left open by the automatic sample.

The two-state chain P = [[0.9, 0.1], [0.3, 0.7]], pi = (3/4, 1/4) has d(t) = 0.75 * 0.6^t
(module docstring): d(1) = 0.45, d(2) = 0.27, d(3) = 0.162, so t_mix(1/4) = 3. Pinned here: the
t_max boundary (t_mix = t_max is found, t_mix = t_max + 1 is not: None), and strict_crossing
evaluates each time at most once (the crossing found while galloping is not evaluated again)."""

from __future__ import annotations

import numpy as np
import pytest

from exact import _powers
from toolkit.exceptions import InvalidInputError

P = np.array([[0.9, 0.1], [0.3, 0.7]])
PI = np.array([0.75, 0.25])


@pytest.mark.parametrize("t_max, want", [(2**40, 3), (4, 3), (3, 3), (2, None), (1, None)])
def test_doubling_respects_t_max_on_both_sides(t_max, want):
    r = _powers._doubling_dense(P, PI, 0.25, t_max)
    assert r.t_mix == want


@pytest.mark.parametrize("eps, want", [(0.45, 1), (0.44, 2), (0.27, 2), (0.26, 3), (0.162, 3), (0.16, 4)])
def test_doubling_finds_the_first_time_at_or_below_eps(eps, want):
    # d(t) = 0.75 * 0.6^t: 0.45, 0.27, 0.162, 0.0972; d(t) <= eps is the rule (a tie counts as mixed)
    r = _powers._doubling_dense(P, PI, eps, 2**40)
    assert r.t_mix == want
    d = dict(zip(r.times, r.distances, strict=True))
    for t, v in d.items():
        assert v == pytest.approx(0.75 * 0.6**t, rel=1e-12)


def test_strict_crossing_evaluates_each_time_once():
    calls = []

    def dist(A, t):
        calls.append(t)
        return A.tv(PI, np.arange(2))

    # from t = 0: gallop t = 1 (0.45 > 1/4), t = 3 (0.162 <= 1/4: crossing found); bisect t = 2
    # (0.27 > 1/4): t = 3, before = P^2
    t, before = _powers.strict_crossing(_powers._Power.of(np.eye(2)), 0, [_powers._Power.of(P)], dist, 0.25, 100)
    assert t == 3
    assert float(before.tv(PI, np.arange(2)).max()) == pytest.approx(0.27, rel=1e-12)
    assert sorted(calls) == [1, 2, 3]          # no time evaluated twice
    # beyond t_max: None, and the base is the last power reached below it
    calls.clear()
    t, before = _powers.strict_crossing(_powers._Power.of(np.eye(2)), 0, [_powers._Power.of(P)], dist, 0.25, 2)
    assert t is None
    assert float(before.tv(PI, np.arange(2)).max()) == pytest.approx(0.27, rel=1e-12)


def test_worst_index_takes_the_lowest_index_among_ties():
    # the largest distance wins; among values within TIE_ATOL of it, the lowest index
    assert _powers.worst_index([0.1, 0.7]) == 1
    assert _powers.worst_index([0.5, 0.7, 0.7]) == 1
    assert _powers.worst_index([0.7, 0.7 - 0.1 * _powers.TIE_ATOL, 0.1]) == 0
    assert _powers.worst_index([0.7 - 0.1 * _powers.TIE_ATOL, 0.7, 0.1]) == 0
    assert _powers.worst_index([0.7 - 10 * _powers.TIE_ATOL, 0.7, 0.1]) == 1   # not a tie


def test_tv_rows_by_hand_and_its_shape_guard():
    M = np.array([[1.0, 0.0], [0.5, 0.5]])
    # TV((1, 0), (3/4, 1/4)) = 1/4; TV((1/2, 1/2), (3/4, 1/4)) = 1/4
    np.testing.assert_allclose(_powers.tv_rows(M, PI), [0.25, 0.25], rtol=1e-15)
    np.testing.assert_allclose(_powers.tv_rows(np.array([[0.0, 1.0]]), PI), [0.75], rtol=1e-15)
    with pytest.raises(InvalidInputError, match="`pi`"):
        _powers.tv_rows(M, np.array([1.0, 0.0, 0.0]))
