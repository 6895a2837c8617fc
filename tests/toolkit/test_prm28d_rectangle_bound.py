"""prm28d (issue 30, eleventh sweep): :func:`toolkit._rectangle.bound` is
``gamma_7 sum |t_k| + 4 err_i + 4 err_j`` (its docstring; each of the four logits of a
site carries that site's error once). With ``err_i != err_j`` this differs from
``8 max(err_i, err_j)``; the doctest and most callers give both sites one error."""

import pytest

from toolkit._rectangle import bound


def test_each_site_error_counts_four_times():
    zeros = [0.0, 0.0, 0.0, 0.0]
    # hand value: 4 * 0.5 + 4 * 0.0 = 2.0, and 4 * 0.25 + 4 * 0.75 = 4.0
    assert bound(zeros, zeros, 0.5, 0.0) == pytest.approx(2.0, rel=0, abs=1e-15)
    assert bound(zeros, zeros, 0.0, 0.5) == pytest.approx(2.0, rel=0, abs=1e-15)
    assert bound(zeros, zeros, 0.25, 0.75) == pytest.approx(4.0, rel=0, abs=1e-15)
