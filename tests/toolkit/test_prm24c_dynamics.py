"""prm24c seventh sweep (issue 30): the arguments of ``toolkit.dynamics`` that the tests only passed
at their defaults (benchmarks/results/default-only-args-2026-12-06.md).

The distinguishing bound on stuck chains has a closed form: ``m`` chains a side that never move
give the Wilson ends ``m / (m + z^2)`` (all ``m`` in the event) and ``z^2 / (m + z^2)`` (none), so
the certified ``d >= (m - z^2) / (2 (m + z^2))``, with ``z`` the normal quantile of
``1 - (1 - level) / (4 G)`` (one-sided, Bonferroni over ``G`` tests, two events and two ends).
It exceeds ``eps`` iff ``m (1 - 2 eps) > z^2 (1 + 2 eps)``: ``m > 3 z^2`` at ``eps = 1/4``,
``m > 19 z^2`` at ``eps = 0.45``."""

from __future__ import annotations

import numpy as np
from scipy import stats

from toolkit.dynamics import best_distinguishing_bound, distinguishing_lower_bound, dynamic_point
from toolkit.models import IndependentSites

STARTS = np.array([[0, 0], [1, 1]])


def stuck(m):
    """``m`` chains from each of (0, 0) and (1, 1), stuck at their start, one time (5)."""
    z = np.array([[[0, 0]]] * m + [[[1, 1]]] * m)
    return z, np.repeat([0, 1], m)


def z_of(level, G=1):
    return stats.norm.ppf(1 - (1 - level) / (4 * G))


def certifies(m, level, eps):
    z2 = z_of(level) ** 2
    return m * (1 - 2 * eps) > z2 * (1 + 2 * eps)


def test_distinguishing_lower_bound_level():
    # m = 40: certifies at level 0.999 (40 > 3 z^2 = 32.4), not at 0.9999 (3 z^2 = 41.2)
    assert certifies(40, 0.999, 0.25) and not certifies(40, 0.9999, 0.25)
    z, idx = stuck(40)
    assert distinguishing_lower_bound(z, idx, STARTS, (0, 1), [5], level=0.999) == (5, True)
    assert distinguishing_lower_bound(z, idx, STARTS, (0, 1), [5], level=0.9999) == (0, False)


def test_best_distinguishing_bound_level():
    z, idx = stuck(40)
    assert best_distinguishing_bound(z, idx, STARTS, [(0, 1)], [5], level=0.999) == (5, True, (0, 1))
    assert best_distinguishing_bound(z, idx, STARTS, [(0, 1)], [5], level=0.9999) == (0, False, (0, 1))


def test_best_distinguishing_bound_eps():
    # eps = 0.45 at level 0.95: 19 z^2 = 95.5 chains a side needed; 40 are too few, 120 enough
    assert not certifies(40, 0.95, 0.45) and certifies(120, 0.95, 0.45)
    z, idx = stuck(40)
    assert best_distinguishing_bound(z, idx, STARTS, [(0, 1)], [5], eps=0.45) == (0, False, (0, 1))
    z, idx = stuck(120)
    assert best_distinguishing_bound(z, idx, STARTS, [(0, 1)], [5], eps=0.45) == (5, True, (0, 1))


def test_dynamic_point_max_basins_keeps_the_first_fixed_points():
    # three given basins, at most one kept: the starts are basin 0 and one uniform random state
    basins = np.array([[0, 0, 0], [1, 1, 1], [0, 1, 0]])
    p = dynamic_point(IndependentSites(np.zeros((3, 2))), 1.0, basins=basins, max_basins=1, n_sweeps=4,
                      chains_per_start=2, low_chains=2, n_times=2, coupling_sweeps=0, rng=0)
    assert p.start_labels == ("basin 0", "random")
