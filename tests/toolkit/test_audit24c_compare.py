"""Audit 24c: ``toolkit.app.compare.exact_values`` gives every ``d(t)`` row the exact worst-start
distance at its own ``t``, whatever the order of the rows (the profile must reach the largest t)."""

import itertools

import numpy as np

from toolkit.app.compare import exact_values
from toolkit.calibration import sampled_summary
from toolkit.models import IndependentSites


def _d_by_hand(n: int, t: int) -> float:
    """Worst-start TV to the uniform law after ``t`` random-scan steps of ``n`` independent binary sites
    with equal fields: each step picks a site uniformly and redraws it uniformly (kernel built by hand)."""
    states = list(itertools.product((0, 1), repeat=n))
    index = {s: k for k, s in enumerate(states)}
    P = np.zeros((len(states), len(states)))
    for s in states:
        for i in range(n):
            for v in (0, 1):
                y = list(s)
                y[i] = v
                P[index[s], index[tuple(y)]] += 1.0 / (2 * n)
    Pt = np.linalg.matrix_power(P, t)
    return float(0.5 * np.abs(Pt - 1.0 / len(states)).sum(axis=1).max())


def test_every_d_row_gets_the_exact_distance_at_its_time():
    model = IndependentSites([[0.0, 0.0]] * 2)
    summary = sampled_summary(model, n_chains=4, n_steps=16, coupling_times=(1, 4), n_pairs=2, n_replicates=4,
                              rng=0)
    exact = exact_values(model, summary)
    rows = {q.spec["t"]: q.name for q in summary.quantities if q.spec.get("quantity") == "d"}
    assert sorted(rows) == [1, 4]
    for t, name in rows.items():
        assert abs(exact[name].value - _d_by_hand(2, t)) < 1e-12
