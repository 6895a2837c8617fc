"""prm25b (eighth sweep, issue 30): ``advance_active``'s bar on its clock branch moves "to the
smallest clock among the chains still running"; after the last round none is running, so it does
not move (the per-round branch's ``update(1)`` is the other branch's rule)."""

from __future__ import annotations

import numpy as np

from toolkit._active import advance_active


class _Bar:
    def __init__(self):
        self.n, self.closed = 0, False

    def update(self, k):
        self.n += k

    def close(self):
        self.closed = True


def test_clock_bar_stops_at_the_last_running_clock():
    clock = np.zeros(3, dtype=np.int64)
    left = np.array([2, 3, 1])

    def step(active, r):
        clock[active] += 10          # each round: 10 time units for every running chain
        left[active] -= 1
        return active[left[active] > 0]

    bar = _Bar()
    rounds = advance_active(step, np.arange(3), bar=bar, clock=clock)
    # rounds 1, 2 leave chains running at clocks 10, 20; round 3 leaves none: the bar ends at 20
    assert rounds == 3
    assert bar.n == 20 and bar.closed


def test_per_round_bar_counts_rounds():
    left = np.array([2, 1])

    def step(active, r):
        left[active] -= 1
        return active[left[active] > 0]

    bar = _Bar()
    assert advance_active(step, np.arange(2), bar=bar) == 2
    assert bar.n == 2 and bar.closed
