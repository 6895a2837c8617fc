"""prm28a: toolkit._active.advance_active moves a progress bar, when ``clock`` is given, to the
SMALLEST clock among the chains still running (its docstring). Here the first running chain's
clock is ahead of another's, so the first and the smallest differ."""
import numpy as np

from toolkit._active import advance_active


class Bar:
    def __init__(self):
        self.n = 0
        self.closed = False

    def update(self, k):
        self.n += k

    def close(self):
        self.closed = True


def test_bar_follows_the_smallest_running_clock():
    clock = np.zeros(3, dtype=np.int64)
    speed = np.array([5, 1, 3])     # chain 0 runs ahead; chain 1 lags
    seen = []

    def step(active, r):
        clock[active] += speed[active]
        seen.append(int(bar.n))
        return active if r < 4 else active[:0]

    bar = Bar()
    rounds = advance_active(step, np.arange(3), bar=bar, clock=clock)
    assert rounds == 4
    # after rounds 1..3 the smallest running clock is chain 1's: 1, 2, 3
    assert seen == [0, 1, 2, 3]
    assert bar.n == 3 and bar.closed
