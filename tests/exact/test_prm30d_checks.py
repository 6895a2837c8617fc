"""prm30d (issue 30): exact.checks' bottleneck search goes on past a basin too heavy to use.

``_best_bottleneck`` skips a basin with ``pi(S) >= 1 - eps`` (no bound from it) and keeps
searching: a stand-in chain with three basins of sizes 5, 4, 1 (tried in that order), the
middle one holding ``pi = 0.85 >= 1 - 1/4``; the bound grows as the basin's mass shrinks here
(``bottleneck_lower_bound`` of the stand-in: ``1 / pi(S)``), so the largest bound is the
last basin's, ``1 / 0.05 = 20``."""

from types import SimpleNamespace

import numpy as np
import pytest

from exact import checks


def _chain():
    sizes = np.array([5, 4, 1])
    labels = np.repeat(np.arange(3), sizes)
    mass = np.array([0.10, 0.85, 0.05])                 # pi of each basin, spread evenly inside it
    pi = np.repeat(mass / sizes, sizes)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    b = SimpleNamespace(labels=labels, n_attractors=3, attractors=[np.array([s]) for s in starts],
                        basin=lambda k: labels == k)
    return SimpleNamespace(pi=pi, basins=lambda: b, conductance=lambda mask: float(pi[mask].sum()),
                           bottleneck_lower_bound=lambda mask, eps: 1.0 / float(pi[mask].sum()))


def test_a_heavy_inner_basin_is_skipped_not_the_end_of_the_search():
    best = checks._best_bottleneck(_chain(), 0.25)
    assert best["bound"] == pytest.approx(20.0, rel=1e-12)
    assert best["set_size"] == 1 and best["pi_set"] == pytest.approx(0.05, rel=1e-12)
    assert best["set"].startswith("basin of attractor 2 ")
