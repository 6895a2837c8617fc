"""prm22b (issue 30, fifth sweep): toolkit._active.advance_active's bar with a clock when one
chain is left running (its docstring: the bar moves to the smallest clock among the chains
still running, so with one chain left, to that chain's clock).
"""

import numpy as np

from tests.toolkit.test_blind9b import _Bar  # the progress-bar stand-in (n, update, close)
from toolkit._active import advance_active


def test_bar_follows_the_last_chain_left():
    left = np.array([1, 4])        # rounds each chain still needs
    clock = np.zeros(2, dtype=np.int64)

    def step(active, r):
        left[active] -= 1
        clock[active] += 1
        return active[left[active] > 0]

    bar = _Bar()
    rounds = advance_active(step, np.arange(2), bar=bar, clock=clock)
    # chain 0 stops after round 1; chain 1 alone runs rounds 2..4, its clock 1, 2, 3 after
    # rounds 1..3 (after round 4 nothing runs, the bar is not moved): the bar ends at 3
    assert rounds == 4
    assert bar.n == 3 and bar.closed


def test_bar_with_one_chain_from_the_start():
    clock = np.zeros(1, dtype=np.int64)

    def step(active, r):
        clock[active] += 2
        return active if r < 3 else active[:0]

    bar = _Bar()
    assert advance_active(step, np.arange(1), bar=bar, clock=clock) == 3
    assert bar.n == 4   # clock 2, 4 after rounds 1, 2 (the chain stops in round 3)
