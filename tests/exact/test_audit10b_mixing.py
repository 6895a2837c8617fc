"""Tenth blind audit, part b (issue 30): survivor of benchmarks/blind_audit_10b.py.

``audit10b.mixing.profile_last_block_only`` (``distance_profile`` keeping only the last block
of starts) survived exact/mixing.py's targeted tests: the one targeted test with ``block=1``
is a two-state chain whose worst start is the last one. Here the worst start is the first, and
the reference is ``d(t) = max_x TV(P^t(x, .), pi)`` from matrix powers.
"""

import numpy as np

from exact.mixing import distance_profile


def test_profile_is_the_worst_start_over_every_block():
    # detailed balance gives pi = (1/8, 1/4, 5/8) (1/8 * 1/2 = 1/4 * 1/4, 1/4 * 1/4 = 5/8 * 1/10);
    # start 0 (the first block of one) is the farthest from pi at every t <= 5
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.1, 0.9]])
    pi = np.array([1 / 8, 1 / 4, 5 / 8])
    np.testing.assert_allclose(pi @ P, pi, rtol=1e-15)
    per_start = np.array([[0.5 * np.abs(row - pi).sum() for row in np.linalg.matrix_power(P, t)] for t in range(6)])
    assert (per_start.argmax(axis=1) == 0).all()
    np.testing.assert_allclose(distance_profile(P, 5, block=1), per_start.max(axis=1), rtol=1e-12, atol=1e-14)
