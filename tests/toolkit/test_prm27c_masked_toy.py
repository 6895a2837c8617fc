"""prm27c (issue 30): MaskedToy.initial_state is the template text's tokens AT THE FREE
POSITIONS (the centred window round((L - n)/2) .. + n by default), not its first n tokens."""
import numpy as np

from toolkit.models.masked_toy import masked_independent


def test_initial_state_reads_the_free_positions():
    text = np.array([0, 1, 2, 3, 0, 1, 2, 3, 0])
    m = masked_independent(q=4, n=3, length=9, text=text)
    assert list(m.free_positions) == [3, 4, 5]          # round((9 - 3) / 2) = 3
    np.testing.assert_array_equal(m.initial_state(), [3, 0, 1])
    m2 = masked_independent(q=4, length=9, text=text, free_positions=[8, 1])
    np.testing.assert_array_equal(m2.initial_state(), [0, 1])
