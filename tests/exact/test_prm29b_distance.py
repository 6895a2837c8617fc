"""prm29b twelfth sweep (issue 30), exact.distance stepping: the ties rule
(:func:`toolkit._states.tie_or_below`) compares ``d(t)``'s excess over ``eps`` with the LAST
step's fall ``d(t-1) - d(t)``, not with the fall since the start.

Two-state chain ``P = [[1 - c/2, c/2], [c/2, 1 - c/2]]`` from ``mu = (1, 0)``: ``pi = (1/2, 1/2)``
and ``d(t) = (1/2)(1 - c)^t`` (module docstring), each step falling by ``~ D c`` (``D = 1/2``).
With ``c = 8e-13`` and ``eps = d(2) - 1.5 D c``: ``d(2)`` exceeds ``eps`` by ``1.5 D c = 6e-13``
(below ``TIE_ATOL = 1e-12``) but its last fall is only ``D c``, so t = 2 is no tie; the
fall since ``t = 0`` (``2 D c``) would call it one. ``d(3)`` exceeds ``eps`` by ``0.5 D c``, within
its fall ``D c``: a tie, ``t_mix = 3``.
"""

import numpy as np

from exact.distance import mixing_time_from
from toolkit._states import TIE_ATOL


def test_stepping_tie_uses_the_last_fall():
    c, D = 8e-13, 0.5
    P = np.array([[1 - c / 2, c / 2], [c / 2, 1 - c / 2]])
    eps = D * (1 - c) ** 2 - 1.5 * D * c
    assert 1.5 * D * c < TIE_ATOL
    r = mixing_time_from(P, [1.0, 0.0], eps=eps, method="stepping")
    assert r.t_mix == 3
    assert r.distances[2] > eps and r.distances[3] > eps     # both above eps: the slack decides
