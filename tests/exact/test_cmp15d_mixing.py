"""cmp15d: the worst start that stepping reports when it gives up at ``t_max``.

Two-state chain ``P = [[1-a, a], [b, 1-b]]``: ``pi = (b, a)/(a+b)`` and from start ``x`` the
distance is ``d_x(t) = pi(other) |1-a-b|^t`` (``d_0 = a/(a+b) ...``, ``d_1 = b/(a+b) ...``), so with
``a > b`` start 0 is the farthest at every ``t`` (MixingResult docstring: the start attaining
``d(t_max)`` when ``t_mix`` is None).
"""

import numpy as np
import pytest

from exact.mixing import mixing_time

A, B = 0.01, 0.005


def _chain(a, b):
    return np.array([[1 - a, a], [b, 1 - b]])


@pytest.mark.parametrize("t_max", [0, 3])
def test_stepping_gives_up_with_the_farthest_start(t_max):
    r = mixing_time(_chain(A, B), method="stepping", t_max=t_max)
    assert r.t_mix is None
    d = [A / (A + B) * (1 - A - B) ** t for t in range(t_max + 1)]   # start 0's, the larger
    assert np.allclose(r.distances, d, rtol=1e-12, atol=0)
    assert r.worst_start == 0
    # the mirror image: start 1 is now the farthest
    r = mixing_time(_chain(B, A), method="stepping", t_max=t_max)
    assert r.t_mix is None and r.worst_start == 1
