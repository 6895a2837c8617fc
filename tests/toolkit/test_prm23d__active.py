"""prm23d (issue 30): toolkit._active's clock-driven bar follows the SMALLEST clock of the
chains still running, not the first one's (chains listed in index order)."""
import numpy as np

from toolkit._active import advance_active


class _Bar:
    def __init__(self):
        self.n = 0

    def update(self, k):
        self.n += k

    def close(self):
        pass


def test_bar_moves_to_the_smallest_running_clock():
    clock = np.zeros(3)

    def step(active, r):
        # chain 0 runs fast (clock += 10), chains 1 and 2 slowly (+= 1, += 2); chain 0 stops after round 2
        clock[active] += np.array([10.0, 1.0, 2.0])[active]
        return active[(active != 0) | (r < 2)]

    bar = _Bar()
    advance_active(step, np.arange(3), max_rounds=3, bar=bar, clock=clock)
    # after round 3 the running chains are 1 and 2 with clocks 3 and 6: the bar stands at 3
    # (rounds 1, 2: the smallest of (10, 1, 2), (20, 2, 4) -> 1, 2; chain 0 is first but never the smallest)
    assert bar.n == 3
