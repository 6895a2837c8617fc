"""prm22e: toolkit.strategies.sizes draws q in q[0]..q[1] inclusive (docstring), both ends reached."""
from hypothesis import find

from toolkit import strategies


def test_sizes_reach_both_ends_of_q():
    assert find(strategies.sizes((2, 3), (2, 4)), lambda s: s[0] == 3)[0] == 3
    assert find(strategies.sizes((2, 3), (2, 4)), lambda s: s[0] == 2)[0] == 2
    assert find(strategies.sizes((2, 3), (2, 4)), lambda s: s[1] == 4)[1] == 4
