"""prm19e (issue 30): ``embedding_order`` sorts tokens along the first principal axis of the
embeddings (docstring: "the axis of largest spread"), so the embeddings are centred first: an
offset shared by every token (here 100 along y) does not change the order."""

from __future__ import annotations

from toolkit.coupling import embedding_order


def test_a_common_offset_does_not_change_the_order():
    # centred: x = -1.5, -0.5, 0.5, 1.5 (sum of squares 5), y = 0.5, -0.5, -0.5, 0.5 (sum 1), x.y = 0:
    # the principal axis is x exactly, so the order is by x: 0, 1, 2, 3 (oriented so the last > first)
    E = [[0.0, 100.5], [1.0, 99.5], [2.0, 99.5], [3.0, 100.5]]
    assert embedding_order(E).tolist() == [0, 1, 2, 3]
    assert embedding_order([[x, y - 100.0] for x, y in E]).tolist() == [0, 1, 2, 3]
