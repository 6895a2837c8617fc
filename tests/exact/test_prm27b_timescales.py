"""prm27b tenth sweep (issue 30): ``implied_timescales`` sets EVERY unit-circle root of a
periodic chain to its exact value (``mu = 0``: timescale ``inf``, error 0), not only the first
root it meets: a chain of period 3 has two (``e^{+-2 pi i/3}``), the earlier cases period 2 (one)."""

import math

import numpy as np

from exact.timescales import implied_timescales


def test_period_three_has_two_infinite_timescales():
    rng = np.random.default_rng(5)
    P = np.zeros((6, 6))
    for g in range(3):                       # groups {0,1} -> {2,3} -> {4,5} -> {0,1}
        nxt = ((g + 1) % 3) * 2
        for x in (2 * g, 2 * g + 1):
            w = rng.uniform(0.2, 1.0, size=2)
            P[x, nxt:nxt + 2] = w / w.sum()
    r = implied_timescales(P)
    ts = np.asarray(r.timescales)
    # theory: the spectrum of a period-3 irreducible chain is invariant under rotation by
    # e^{2 pi i/3}; the Perron 1 brings e^{+-2 pi i/3}: exactly two timescales are infinite
    assert int(np.sum(np.isinf(ts))) == 2
    assert all(math.isinf(t) for t in ts[:2])
    assert np.all(np.isfinite(ts[2:]))
