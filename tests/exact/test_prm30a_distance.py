"""prm30a: ``StartMixing.distance_at(t)`` is ``d_mu(t)`` at each evaluated time, the middle ones
too. Two-state chain ``P = [[1-a, a], [b, 1-b]]`` from state 0: ``pi = (b, a)/(a+b)`` and
``TV(e_0 P^t, pi) = a/(a+b) |1-a-b|^t`` (the second eigenvalue ``1-a-b``)."""

import numpy as np
import pytest

from exact.distance import mixing_time_from


@pytest.mark.parametrize("method", ["stepping", "doubling"])
def test_distance_at_each_evaluated_time(method):
    a, b = 0.3, 0.1
    P = np.array([[1 - a, a], [b, 1 - b]])
    res = mixing_time_from(P, 0, eps=0.01, method=method)
    assert len(res.times) >= 3
    for t in res.times:
        assert res.distance_at(t) == pytest.approx(a / (a + b) * abs(1 - a - b) ** t, rel=1e-9, abs=1e-15)
