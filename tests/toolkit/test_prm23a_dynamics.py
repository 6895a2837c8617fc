"""prm23a: ``toolkit.dynamics._escapes`` times each fixed point's escape by the chains' distance
to their OWN start ("first record at distance >= radius", SweepRecords: ``hamming_start``),
not by the distance to ``x*`` (``hamming_ref``); the two are the same for ``x*``'s own chains,
so a second fixed point is needed. Hand-made records (no chain is run): q = 2, n = 4, radius
``max(1, ceil((1 - 1/q) n / 2)) = 1``, records every 10 steps; the chains of the second fixed
point (all ones, at distance 4 from x* = all zeros) first move at record 3, so their escape
time is (3 + 1) * 10 = 40 steps (not 10, the first record's distance to x*)."""

from types import SimpleNamespace

import numpy as np

from toolkit.dynamics import _escapes
from toolkit.models import potts


def test_escape_is_measured_from_the_chains_own_start():
    R, k = 6, 10
    start_index = np.array([0, 0, 1, 1])
    h_start = np.zeros((4, R), dtype=int)
    h_start[:2, 1:] = 1          # x*'s chains leave at record 1
    h_start[2:, 3:] = 1          # the second point's chains leave at record 3
    h_ref = h_start.copy()
    h_ref[2:] = 4 - h_start[2:]  # distance to x* of chains that start on all ones
    rec = SimpleNamespace(start_index=start_index, hamming_start=h_start, hamming_ref=h_ref, record_every=k,
                          energy=np.zeros((4, R)))
    points = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    esc = _escapes(potts(2, 4, 1.0), rec, points, 1.0, escape_sweeps=0, rng=0)
    assert [e.basin for e in esc] == [0, 1]
    assert esc[0].mean.value == 20.0 and esc[1].mean.value == 40.0
    assert esc[1].n_censored == 0
