"""prm28b: the worst start of a chain mixed in one step is the farthest start (smallest pi)."""
import numpy as np

from exact._powers import _doubling_dense


def test_worst_start_at_t_mix_one_is_the_state_of_smallest_pi():
    # P's rows all equal pi = (0.7, 0.3): P^1 = Pi, d(1) = 0, so t_mix = 1 and no power comes
    # before it. At t = 0 the start x sits at TV(delta_x, pi) = 1 - pi(x): 0.3 from state 0,
    # 0.7 from state 1, so the worst start is state 1 (the candidates differ).
    P = np.array([[0.7, 0.3], [0.7, 0.3]])
    r = _doubling_dense(P, np.array([0.7, 0.3]), 0.25, 100)
    assert r.t_mix == 1
    assert r.worst_start == 1
