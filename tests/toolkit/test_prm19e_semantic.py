"""prm19e (issue 30): two promises of ``basin_statistics`` (``BasinStats`` docstring).

* ``censored`` is True for the first *and last* run of each chain (not seen whole).
* ``k`` basins when given (labels ``0..k-1``), even above the largest label seen.
"""

from __future__ import annotations

import math

from toolkit.semantic import basin_statistics


def test_first_and_last_runs_are_censored():
    s = basin_statistics([[0, 0, 1, 1, 1, 0]], step=2)
    # runs: 0 (2 records, first), 1 (3, whole), 0 (1, last)
    assert s.sojourns[0].tolist() == [4, 2] and s.censored[0].tolist() == [True, True]
    assert s.sojourns[1].tolist() == [6] and s.censored[1].tolist() == [False]
    assert math.isnan(s.mean_dwell(0, complete_only=True)) and s.mean_dwell(1, complete_only=True) == 6.0


def test_k_above_the_labels_seen():
    s = basin_statistics([[0, 1, 1]], k=3)
    assert s.k == 3 and s.occupancy.tolist() == [1 / 3, 2 / 3, 0.0]
    assert s.counts.shape == (3, 3) and s.sojourns[2].size == 0
