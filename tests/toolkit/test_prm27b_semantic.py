"""prm27b tenth sweep (issue 30), toolkit.semantic:

- a basin's representative is its most visited state, and on a TIE of visit counts the one
  nearest the basin's centroid (here two states tie, at 0.1 and 5 from it: choosing the
  wrong end of the sorted candidates gives a different state);
- ``basin_statistics`` flags the FIRST run of each chain as censored (it started at record 0,
  not seen whole), also when the chain's last run belongs to another basin.
"""

import numpy as np

from toolkit.semantic import _representatives, basin_statistics


def test_representative_tie_goes_to_the_nearest_state():
    states = np.array([[1, 1], [0, 0], [1, 1], [0, 0], [2, 2]])   # basin 0: [1,1] x2, [0,0] x2; basin 1: [2,2]
    emb = np.array([[5.0, 0.0], [0.1, 0.0], [5.0, 0.0], [0.1, 0.0], [9.0, 9.0]])
    labels = np.array([0, 0, 0, 0, 1])
    centroids = np.array([[0.0, 0.0], [9.0, 9.0]])
    reps = _representatives(states, emb, labels, centroids, 2)
    assert reps[0].tolist() == [0, 0]          # tie 2 - 2: [0, 0] lies at 0.1 from the centroid, [1, 1] at 5
    assert reps[1].tolist() == [2, 2]


def test_first_run_is_censored():
    s = basin_statistics(np.array([[0, 0, 1, 1, 1, 2]]))
    assert s.sojourns[0].tolist() == [2] and s.censored[0].tolist() == [True]    # first run
    assert s.sojourns[1].tolist() == [3] and s.censored[1].tolist() == [False]   # seen whole
    assert s.censored[2].tolist() == [True]                                       # last run
    assert np.isnan(s.mean_dwell(0, complete_only=True)) and s.mean_dwell(1, complete_only=True) == 3.0
