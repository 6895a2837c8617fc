"""The shared loop over the chains still running (toolkit._active), and a sampler built on
it held against the plain loop it replaced, draw for draw."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit._active import advance_active
from toolkit.coupling import coalescence_times, coupled_step, start_pairs
from toolkit.models import potts, random_table


class Bar:
    """Records what a progress bar is told."""

    def __init__(self):
        self.updates, self.closed = [], False

    def update(self, k):
        self.updates.append(k)

    def close(self):
        self.closed = True


def countdown(left, seen):
    def step(active, r):
        seen.append((r, active.tolist()))
        left[active] -= 1
        return active[left[active] > 0]

    return step


def test_rounds_run_until_every_chain_is_done():
    left, seen = np.array([3, 1, 0, 2]), []
    assert advance_active(countdown(left, seen), np.array([0, 1, 3])) == 3
    assert seen == [(1, [0, 1, 3]), (2, [0, 3]), (3, [0])]
    assert left.tolist() == [0, 0, 0, 0]


def test_max_rounds_stops_early_and_no_chain_means_no_round():
    left, seen = np.array([5, 2]), []
    assert advance_active(countdown(left, seen), np.arange(2), max_rounds=3) == 3
    assert left.tolist() == [2, 0]
    assert advance_active(countdown(left, seen), np.zeros(0, dtype=np.int64)) == 0
    assert len(seen) == 3


def test_bar_moves_per_round_or_with_the_slowest_clock_and_is_closed():
    bar = Bar()
    advance_active(countdown(np.array([2, 1]), []), np.arange(2), bar=bar)
    assert bar.updates == [1, 1] and bar.closed

    clock, speed = np.zeros(2), np.array([1.5, 4.0])

    def step(active, r):
        clock[active] += speed[active]
        return active[clock[active] < 8]

    bar = Bar()
    assert advance_active(step, np.arange(2), bar=bar, clock=clock) == 6
    # clocks after each round: (1.5, 4), (3, 8: done), 4.5, 6, 7.5, 9 (done): the bar
    # follows the integer part of the smallest clock still running
    assert bar.updates == [1, 2, 1, 2, 1] and bar.closed


def test_bar_is_closed_when_a_round_raises():
    def step(active, r):
        raise RuntimeError("boom")

    bar = Bar()
    with pytest.raises(RuntimeError):
        advance_active(step, np.arange(2), bar=bar)
    assert bar.closed


def _coalescence_reference(model, *, T, coupling, scan, lazy, n_pairs, n_replicates, max_steps, seed):
    """The loop coalescence_times had before advance_active, written out."""
    rng = np.random.default_rng(seed)
    xs, ys = start_pairs(model, "extremes+random", n_pairs=n_pairs, rng=rng)
    x, y = np.repeat(xs, n_replicates, axis=0), np.repeat(ys, n_replicates, axis=0)
    tau = np.full(x.shape[0], np.inf)
    met = (x == y).all(axis=1)
    tau[met] = 0
    active, calls = np.flatnonzero(~met), 0
    for t in range(1, max_steps + 1):
        if not active.size:
            break
        xa, ya = x[active], y[active]
        calls += coupled_step(model, xa, ya, temperature=T, coupling=coupling, scan=scan, lazy=lazy, rng=rng)
        x[active], y[active] = xa, ya
        met = (xa == ya).all(axis=1)
        tau[active[met]] = t
        active = active[~met]
    return tau.reshape(xs.shape[0], n_replicates), calls


@pytest.mark.parametrize("coupling", ["maximal", "crn"])
@pytest.mark.parametrize("scan,lazy,max_steps", [("random", 0.0, 400), ("random", 0.3, 7), ("systematic", 0.0, 400)])
def test_coalescence_times_consume_the_generator_as_the_plain_loop(coupling, scan, lazy, max_steps):
    for model, T in ((potts(3, 4, 1.0, graph="cycle"), 1.0), (random_table(3, 3, 1.0, rng=2), 0.5)):
        kw = dict(coupling=coupling, scan=scan, lazy=lazy, n_pairs=4, n_replicates=5, max_steps=max_steps)
        res = coalescence_times(model, temperature=T, starts="extremes+random", rng=11, **kw)
        tau, calls = _coalescence_reference(model, T=T, seed=11, **kw)
        np.testing.assert_array_equal(res.times, tau)
        assert res.n_model_calls == calls
