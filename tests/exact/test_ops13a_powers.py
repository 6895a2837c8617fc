"""exact._powers.strict_crossing: the galloping step compares the *worst* start (ops13a, issue 30).

``strict_crossing``: "the first ``t > t_base`` with ``max dist(P^t) <= eps + slack``".
Two-state chain ``P = [[0.7, 0.3], [0.1, 0.9]]``, ``pi = (0.25, 0.75)`` (the module docstring's
chain with the states swapped): the second eigenvalue is ``0.6``, so ``P^t(x, .) - pi =
0.6^t (e_x - pi)`` and ``TV(P^t(0, .), pi) = 0.75 * 0.6^t``, ``TV(P^t(1, .), pi) = 0.25 * 0.6^t``.
At ``eps = 1/4``: ``d(2) = 0.27 > 1/4 >= d(3) = 0.162``, ``t_mix = 3``; the last start
(state 1) alone is within 1/4 from ``t = 1`` on."""

from __future__ import annotations

import numpy as np

from exact._powers import _doubling_dense, _Power, strict_crossing

P = np.array([[0.7, 0.3], [0.1, 0.9]])
PI = np.array([0.25, 0.75])


def test_strict_crossing_waits_for_the_worst_start():
    t, before = strict_crossing(_Power.of(np.eye(2)), 0, [_Power.of(P)],
                                lambda A, t: A.tv(PI, np.arange(2)), 0.25, 100)
    assert t == 3
    d = before.tv(PI, np.arange(2))        # before = P^2: 0.75 * 0.36, 0.25 * 0.36
    assert np.allclose(d, [0.27, 0.09], atol=1e-12)


def test_doubling_dense_t_mix_with_the_worst_start_first():
    assert _doubling_dense(P, PI, 0.25, 2**40).t_mix == 3
