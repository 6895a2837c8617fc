"""prm30b (thirteenth sweep, one inner item offending): sampled_summary labels each coupling
bound with the time it bounds.

Setting of harden9b: Potts q = 2, n = 6 at T = 0.1 from the extreme starts, max_steps = 3, every
pair censored, so a requested time at or past max_steps has no bound and is dropped. With the
dropped time INNER in the request ([1, 50, 2]) the bounds left are those at t = 1 and t = 2:
each row's name and spec must give its own time (the existing case drops the last time, where
labels taken from the request in order come out the same)."""

from __future__ import annotations

from toolkit.calibration import sampled_summary
from toolkit.models import potts


def test_an_inner_dropped_time_does_not_shift_the_labels():
    s = sampled_summary(potts(2, 6, 1.0), temperature=0.1, n_chains=2, n_steps=8, n_pairs=1, n_replicates=4,
                        max_steps=3, coupling_times=[1, 50, 2], rng=0)
    rows = [q for q in s.quantities if q.name.endswith("coupling bound")]
    assert [q.name for q in rows] == ["d(1) coupling bound", "d(2) coupling bound"]
    assert [q.spec for q in rows] == [{"quantity": "d", "t": 1}, {"quantity": "d", "t": 2}]
