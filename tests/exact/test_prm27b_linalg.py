"""prm27b tenth sweep (issue 30): ``offdiag_pairs(P, log=True)`` on a dense matrix hands on
every off-diagonal pair with an edge in EITHER direction (a one-way edge with its reverse
``log 0 = -inf``), not only the pairs finite both ways (the earlier cases were reversible
chains, where the two agree)."""

import math

import numpy as np

from exact._linalg import offdiag_pairs


def test_one_way_edges_are_handed_on():
    # a directed 3-cycle with holding 1/2: every move is one-way
    P = np.array([[0.5, 0.5, 0.0], [0.0, 0.5, 0.5], [0.5, 0.0, 0.5]])
    got = {}
    for r, c, f, b in offdiag_pairs(P, log=True):
        for x, y, lf, lb in zip(r, c, f, b, strict=True):
            got[(int(x), int(y))] = (float(lf), float(lb))
    # by hand: the six ordered pairs x != y, each with log P(x, y) and log P(y, x)
    lh = math.log(0.5)
    want = {(0, 1): (lh, -math.inf), (1, 0): (-math.inf, lh), (1, 2): (lh, -math.inf),
            (2, 1): (-math.inf, lh), (2, 0): (lh, -math.inf), (0, 2): (-math.inf, lh)}
    assert got == want
