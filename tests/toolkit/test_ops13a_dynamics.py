"""toolkit.dynamics.distinguishing_lower_bound: ``t`` is the *largest* certifying time (ops13a, issue 30).

Docstring: "``t`` is the largest time at which one of them certifies ``d(t) > eps``". Chains
that never move (the docstring's example: 40 chains per start, each stuck at its start)
certify at every recorded time; with times listed as ``(5, 3)`` the bound is 5, not the last
time listed."""

from __future__ import annotations

import numpy as np

from toolkit.dynamics import distinguishing_lower_bound


def test_largest_certifying_time_in_any_order():
    z = np.array([[[0, 0], [0, 0]]] * 40 + [[[1, 1], [1, 1]]] * 40)   # (chains, times, sites): stuck
    idx = np.repeat([0, 1], 40)
    starts = np.array([[0, 0], [1, 1]])
    assert distinguishing_lower_bound(z, idx, starts, (0, 1), [3, 5])[0] == 5
    assert distinguishing_lower_bound(z, idx, starts, (0, 1), [5, 3])[0] == 5
