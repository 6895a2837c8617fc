"""prm29c: the factored search's doubling on k reaches k tau = t_max exactly (issue 30, class A:
a boundary at equality).

Two-state chain ``P = [[0.9, 0.1], [0.3, 0.7]]``, ``pi = (3/4, 1/4)``: from the worst start
(state 1) ``d(t) = 0.75 * 0.6^t`` (the second eigenvalue is 0.6). With two states the sketch
is exact, so the search switches to factored powers at ``tau = 2`` (the first dense power
``P^2``, module docstring step 2). At ``eps = 0.01`` and ``t_max = 8 = 4 tau``:
``d(8) = 0.0126 > eps``, so the doubling on ``k`` (step 3) evaluates ``d(2 tau) = d(4)`` and
``d(4 tau) = d(8) = d(t_max)``, both above ``eps``: ``t_mix > t_max`` is settled there with no
bisection on ``k`` (nothing between ``k tau = 4`` and ``t_max`` is left unknown). The evaluated
times are 0, 1, 2 (the squarings), 4 and 8; a doubling that stops before ``k tau = t_max``
bisects instead and evaluates ``d(6)`` as well.
"""

import numpy as np

from exact._lowrank_tmix import lowrank_mixing_time

P = np.array([[0.9, 0.1], [0.3, 0.7]])
PI = np.array([0.75, 0.25])


def test_doubling_reaches_t_max_exactly():
    r = lowrank_mixing_time(P, PI, 0.01, 8)
    assert r.t_mix is None
    assert "factored" in r.method
    assert r.times == (0, 1, 2, 4, 8)
    np.testing.assert_allclose(r.distances, [0.75 * 0.6**t for t in r.times], rtol=1e-12)

