"""prm28e (eleventh sweep, issue 30): blocked GTH refuses a closed class whose zero pivot is
the LAST pivot of its block (a flag per pivot, one of them dropped)."""
import numpy as np

from exact._gth import GTH_BLOCK, _gth


def test_closed_block_zero_pivot_on_last_row_is_nan():
    # N = GTH_BLOCK + 1: one block, states 1..GTH_BLOCK, eliminated in index order. They form a
    # closed cycle 1 -> 2 -> ... -> GTH_BLOCK -> 1 that state 0 enters but never leaves: every
    # row of the block has outflow (no zero row), yet once all but the last state are eliminated
    # the last one's mass can only return inside the block, so its pivot (and only its) is 0.
    # _gth's docstring: NaN everywhere for a block holding a closed class (M = I - P_BB singular).
    N = GTH_BLOCK + 1
    A = np.zeros((N, N))
    A[0, 1] = 1.0
    for s in range(1, N):
        A[s, s + 1 if s + 1 < N else 1] = 1.0
    x = _gth(A)
    assert x.shape == (N,)
    assert np.isnan(x).all()
