"""prm23b sixth sweep (issue 30): exact.distance.mixing_time_from hands ``label`` on when the
stepping run gives up at ``t_max`` too (reports name the start by it)."""

from __future__ import annotations

import numpy as np

from exact.distance import mixing_time_from


def test_label_kept_when_stepping_does_not_reach_eps():
    P = np.array([[0.5, 0.5], [0.25, 0.75]])   # module docstring: d(t) = (2/3) 4^-t from state 0
    r = mixing_time_from(P, 0, eps=0.01, method="stepping", t_max=2, label="my sentence")
    assert r.t_mix is None                        # d(2) = 1/24 > 0.01
    assert r.label == "my sentence"
    assert str(r).startswith("from my sentence: d_mu(t) > ")
