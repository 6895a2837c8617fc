"""harden9c: exact._powers' doubling at a tie d(0) = eps broken by round-off (issue 30)."""

import numpy as np

from exact._powers import _doubling_dense, tv_rows


def test_d0_equal_to_eps_is_t_mix_zero():
    # P = [[1/2, 1/2], [1, 0]] has pi = (2/3, 1/3) (pi P = (1/3 + 1/3, 1/3)); d(0) = max_x
    # (1 - pi(x)) = 2/3 exactly, so t_mix(2/3) = min{t : d(t) <= 2/3} = 0. In float64
    # 1 - fl(1/3) lies one ulp above fl(2/3): the tie rule (TIE_ATOL) decides it
    pi = np.array([2 / 3, 1 / 3])
    assert float(tv_rows(np.eye(2), pi).max()) > 2 / 3   # the round-off that breaks the tie
    P = np.array([[0.5, 0.5], [1.0, 0.0]])
    assert _doubling_dense(P, pi, 2 / 3, 100).t_mix == 0
