"""prm22a (fifth sweep, issue 30): exact.passage.mean_first_passage_times' ``between`` =
E_{pi_A}[tau_B] weighs each origin state by pi(. | A), so an origin state of stationary weight 0
counts for nothing, even where it may never reach B (its time is inf: 0 * inf is not part of the
average). Only a given ``pi`` of a reducible chain has such a state (an irreducible chain has pi > 0
and reaches B surely), so the tests' chains never made the weight-0 branch active."""

from __future__ import annotations

import math

import numpy as np

from exact.passage import mean_first_passage_times

# state 0 moves to the absorbing states 1 or 2 (1/2 each): pi = (0, 1, 0) is stationary (pi P = pi)
P = np.array([[0.0, 0.5, 0.5], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])


def test_weightless_origin_state_that_may_never_reach_B_counts_for_nothing():
    r = mean_first_passage_times(P, [1], origin=[0, 1], pi=np.array([0.0, 1.0, 0.0]))
    # by hand: E_0[tau_1] = inf (half the paths end in 2), E_1[tau_1] = 0; weights pi(.|A) = (0, 1)
    assert math.isinf(r.times[0]) and r.times[1] == 0.0 and math.isinf(r.times[2])
    assert r.between == 0.0
