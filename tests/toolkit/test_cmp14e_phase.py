"""cmp14e: the ``glauber phase`` preset grid of an incompatible nearest-neighbour chain.

``toolkit.app.phase._nn_grid``: incompatible chains are enumerated, "every size's chain at most
8000 states (q = 3: n = 2..8, q = 2: n = 3..12)": ``3^8 = 6561 <= 8000 < 3^9 = 19683`` and
``2^12 = 4096 <= 8000 < 2^13 = 8192``; the sizes run at least up to 4 (``q = 10``: ``n = 2..4``).
"""

from toolkit.app.phase import PRESETS


def _sizes(q):
    return PRESETS["nn-chain"]({"q": q, "symmetric": False, "disorder": 0.5})[0]


def test_incompatible_sizes_reach_the_8000_state_cap():
    assert _sizes(3) == tuple(range(2, 9))
    assert _sizes(2) == tuple(range(3, 13))
    assert _sizes(10) == (2, 3, 4)
