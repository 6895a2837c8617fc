"""ign17a: `toolkit._active.advance_active(bar=...)` moves and closes the bar it is given."""

import numpy as np

from tests.toolkit.test_sweep6s3_active import Bar as _Bar
from toolkit._active import advance_active


def test_bar_moves_one_per_round_and_is_closed():
    left = np.array([3, 1])

    def step(active, r):
        left[active] -= 1
        return active[left[active] > 0]

    bar = _Bar()
    assert advance_active(step, np.arange(2), bar=bar) == 3   # the slowest chain needs 3 rounds
    assert bar.updates == [1, 1, 1] and bar.closed


def test_bar_follows_the_smallest_running_clock():
    clock = np.zeros(2)

    def step(active, r):
        clock[active] += np.array([2.0, 5.0])[active]
        return active[clock[active] < 6]

    bar = _Bar()
    # round 1: clocks (2, 5) -> bar to 2; round 2: (4, 10), chain 1 done -> 4; round 3: (6, .) done
    assert advance_active(step, np.arange(2), bar=bar, clock=clock) == 3
    assert bar.updates == [2, 2] and bar.closed
