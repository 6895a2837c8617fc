"""harden10c (issue 30): toolkit._states.encode takes states of shape ``(..., n)``, the
leading axes possibly none: one state as a 1-D array is encoded too (by hand, base q with
the first site most significant: (1, 0, 1) in base 2 is 4 + 0 + 1 = 5; (2, 1) in base 3 is
6 + 1 = 7), and a 0-site state is index 0."""

import numpy as np

from toolkit._states import decode, encode


def test_encode_one_state_as_a_1d_array():
    assert int(encode(np.array([1, 0, 1]), 2)) == 5
    assert int(encode([2, 1], 3)) == 7
    assert encode(np.zeros((4, 0), dtype=int), 3).tolist() == [0, 0, 0, 0]
    assert decode(7, 3, 2).tolist() == [2, 1]
