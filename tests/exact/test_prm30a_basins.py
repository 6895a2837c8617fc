"""prm30a: with every conditional uniform (coupling 0), every single-site move is an argmax
move (deficit 0 <= tie_atol), so the argmax graph on the q**n states is strongly connected:
one attractor holding every state, and ``attractor_of`` is 0 for each state, not only for the
attractor's first member."""

from exact.basins import basins
from toolkit.models import potts


def test_attractor_of_every_member_of_a_many_state_attractor():
    b = basins(potts(2, 3, 0.0))
    assert b.n_attractors == 1 and b.attractors[0].tolist() == list(range(8))
    assert [b.attractor_of(s) for s in range(8)] == [0] * 8
