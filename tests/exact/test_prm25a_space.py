"""prm25a: StateSpace's repr names q, n and size q**n."""
from exact.space import StateSpace


def test_repr_q_n_size():
    assert repr(StateSpace(3, 2)) == "StateSpace(q=3, n=2, size=9)"
