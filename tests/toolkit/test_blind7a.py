"""Tests written for the survivors of the seventh blind mutation audit, part a (issue 30;
benchmarks/blind_audit_7a.py), each from the mathematics or the documented contract."""

from __future__ import annotations

import numpy as np


def test_dwell_times_inside_and_outside_are_the_two_geometric_means():
    # One site, q = 2, logits (0, ln 3): each step resamples the site from (1/4, 3/4) whatever the
    # state. B = {0}: a sojourn inside ends with probability 3/4 per step (mean 4/3), a sojourn
    # outside with probability 1/4 (mean 4): geometric laws, so the two means differ by a factor 3.
    from toolkit.metastable import dwell_times, state_set
    from toolkit.models import IndependentSites

    model = IndependentSites(np.array([[0.0, np.log(3.0)]]))
    res = dwell_times(model, state_set([[0]], q=2), n_chains=4, n_steps=20_000, method="glauber", rng=0)
    # about 15 000 sojourns each side: standard errors ~0.006 (inside) and ~0.03 (outside)
    assert abs(res.inside.mean() - 4.0 / 3.0) < 0.05
    assert abs(res.outside.mean() - 4.0) < 0.2
