"""cmp16c (issue 30): ``exact.distance.mixing_time_from`` runs the method it is given.

Its docstring: ``method`` ``"doubling"`` or ``"stepping"`` (``t_max`` defaults ``2**40`` and
``10**6``). Two-state chain ``P = [[0.9, 0.1], [0.3, 0.7]]``, ``pi = (3/4, 1/4)``, from state 1:
``d_mu(t) = 0.75 * 0.6^t`` (``exact._powers`` module docstring), so ``t_mix(1/4) = 3``
(``d(2) = 0.27 > 1/4 >= d(3) = 0.162``). Stepping evaluates every ``t = 0..3``; doubling is
labelled so, with its own default ``t_max``.
"""

from __future__ import annotations

import numpy as np

from exact.distance import mixing_time_from

P = np.array([[0.9, 0.1], [0.3, 0.7]])


def test_stepping_evaluates_every_time():
    res = mixing_time_from(P, 1, eps=0.25, method="stepping")
    assert res.t_mix == 3 and res.method == "stepping" and res.t_max == 10**6
    assert res.times == (0, 1, 2, 3)
    np.testing.assert_allclose(res.distances, [0.75 * 0.6**t for t in range(4)], rtol=1e-12, atol=0)


def test_doubling_is_doubling():
    res = mixing_time_from(P, 1, eps=0.25, method="doubling")
    assert res.t_mix == 3 and res.method == "doubling" and res.t_max == 2**40
    assert np.isclose(res.distance_at(3), 0.162, rtol=1e-12, atol=0)
