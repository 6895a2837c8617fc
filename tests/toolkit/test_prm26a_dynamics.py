"""prm26a (ninth sweep, issue 30): the escape runs of :func:`toolkit.dynamics.dynamic_point`
(``escape_sweeps``) hand the point's temperature on to both calls at the site: the per-sweep change
count that decides whether the chain "barely moves" (``all_site_conditionals``) and the
rejection-free exit-time run itself (``exit_times``).

Curie-Weiss, n = 6, beta = 1, at T = 0.3: from a fixed point (all sites alike) the expected number
of site changes per sweep is ``sum_i (1 - p_i(x_i | x_-i))``, below the 0.25 of
``RF_CHANGES_PER_SWEEP`` at T = 0.3 (0.023) but not at T = 1 (0.95), so the exit-time run is made
at T = 0.3 only. Its mean exit time from the radius-1 ball is compared with the exact expected exit
time of the enumerated chain at the same temperature (a linear solve: 1796 steps at T = 0.3; 14.7
at T = 1).
"""

from __future__ import annotations

import itertools

import numpy as np

import toolkit.dynamics as dynamics
from exact.markov import ExactChain
from toolkit.models.exchangeable import CurieWeiss


def _exact_exit_time(model, T, radius):
    c = ExactChain(model, temperature=T)
    ball = np.array([x for x in itertools.product((0, 1), repeat=6) if sum(x) <= radius - 1])
    mask = np.zeros(c.n_states, dtype=bool)
    mask[c.logits.space.index(ball)] = True
    zero = int(c.logits.space.index(np.zeros((1, 6), dtype=np.int64))[0])
    return float(np.asarray(c.exit_times(mask))[zero])


def test_escape_runs_at_the_points_temperature():
    m = CurieWeiss(6, 1.0)
    T = 0.3
    p = dynamics.dynamic_point(m, T, n_random=2, chains_per_start=8, n_sweeps=4, low_chains=8, max_basins=2,
                               n_replicates=2, coupling_sweeps=0, escape_sweeps=100_000, rng=0)
    radius = 2   # ceil((1 - 1/q) n / 2) for q = 2, n = 6
    exact_T = _exact_exit_time(m, T, radius)
    exact_1 = _exact_exit_time(m, 1.0, radius)
    assert exact_1 < exact_T / 50            # the two temperatures are far apart
    runs = [e for e in p.escapes if e.method.startswith("exit time to distance >= 2 (rejection-free")]
    assert runs, [e.method for e in p.escapes]  # the chain barely moves at T = 0.3: the exit-time run is made
    for e in runs:
        assert e.radius == radius and e.n_censored == 0
        # 8 chains: the mean of roughly exponential times is within a factor 3 of its expectation
        assert exact_T / 3 < e.mean.value < 3 * exact_T, (e.mean.value, exact_T)
