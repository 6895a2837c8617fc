"""Contract sweep s3 (issue 30): toolkit._active.advance_active with max_rounds = 0 makes no
round ("at most max_rounds rounds"), and a bar given with a clock never moves backwards."""

import numpy as np

from toolkit._active import advance_active


class Bar:
    def __init__(self):
        self.updates, self.closed = [], False

    def update(self, k):
        self.updates.append(k)

    def close(self):
        self.closed = True


def test_max_rounds_zero_makes_no_round():
    calls = []

    def step(active, r):
        calls.append(r)
        return active[:-1]

    assert advance_active(step, np.arange(3), max_rounds=0) == 0 and calls == []
    assert advance_active(step, np.arange(3), max_rounds=1) == 1 and calls == [1]


def test_a_clock_that_falls_does_not_move_the_bar_back():
    # the smallest running clock: 3, then 2 (set back), then 5 and the end: the bar moves 3, then 2 more
    clocks = iter([np.array([3, 9]), np.array([2, 9]), np.array([5, 9]), np.array([9, 9])])
    clock = np.zeros(2, dtype=int)

    def step(active, r):
        clock[:] = next(clocks)
        return active if r < 4 else active[:0]

    bar = Bar()
    assert advance_active(step, np.arange(2), bar=bar, clock=clock) == 4
    assert bar.updates == [3, 2] and bar.closed
