"""prm19e (issue 30): ``tv_deviation_bound(N, k=1, delta) = 0``: on one value the empirical law
is the law itself (TV 0 with probability 1)."""

from __future__ import annotations

from toolkit.unmasking import tv_deviation_bound


def test_one_value_bound_is_zero():
    assert tv_deviation_bound(1, 1, 0.05) == 0.0 and tv_deviation_bound(1000, 1, 0.5) == 0.0
    assert tv_deviation_bound(1000, 2, 0.05) > 0
