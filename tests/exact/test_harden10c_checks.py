"""harden10c (issue 30): exact.checks' bottleneck search keeps the largest bound.

``_best_bottleneck`` ("the largest bottleneck bound over the exclusive zero-temperature
basins") tries at most ``MAX_BOTTLENECK_SETS`` basins. A stand-in chain with 60 basins of
sizes 1..60 (uniform pi) whose bound grows with the basin's size: the largest bound is the
largest basin's, so the search must try the largest basins first and report the 60-state one."""

from types import SimpleNamespace

import numpy as np

from exact import checks


def _chain(sizes):
    labels = np.repeat(np.arange(len(sizes)), sizes)
    N = labels.size
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    b = SimpleNamespace(labels=labels, n_attractors=len(sizes),
                        attractors=[np.array([s]) for s in starts],
                        basin=lambda k: labels == k)
    return SimpleNamespace(pi=np.full(N, 1.0 / N), basins=lambda: b,
                           conductance=lambda mask: 1.0 / mask.sum(),
                           bottleneck_lower_bound=lambda mask, eps: float(mask.sum()))


def test_more_basins_than_the_cap_the_largest_are_tried():
    sizes = np.arange(1, 61)             # 60 > MAX_BOTTLENECK_SETS = 50 basins, sizes 1..60
    assert sizes.size > checks.MAX_BOTTLENECK_SETS
    rng = np.random.default_rng(3)
    sizes = rng.permutation(sizes)       # the largest basin is not the first or the last label
    best = checks._best_bottleneck(_chain(sizes), 0.25)
    k = int(np.argmax(sizes))
    assert best["bound"] == 60.0 and best["set_size"] == 60
    assert best["set"].startswith(f"basin of attractor {k} ")


def test_no_qualifying_basin_gives_the_same_fields_empty():
    # one basin holding every state (mask.all(): no bottleneck set): no bound, no set, and the
    # same fields as a found set's, the set's size 0 (there is no set)
    found = checks._best_bottleneck(_chain(np.array([3, 5])), 0.25)
    none = checks._best_bottleneck(_chain(np.array([8])), 0.25)
    assert set(none) == set(found)
    assert none["bound"] is None and none["set"] is None and none["set_size"] == 0
