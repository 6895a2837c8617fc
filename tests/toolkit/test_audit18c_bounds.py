"""Audit 18c (issue 30): toolkit.bounds' meeting times are the first step at which a pair agrees.

One site, two tokens, zero logits: both chains of a pair draw the same site (the only one) from
the same conditional (uniform: there is no other site to condition on), so the maximal coupling
puts both on one common token with probability sum_a min(p_a, p'_a) = 1 at the first step. Every
pair meets at step 1 exactly (toolkit.coupling's module docstring: tau is the first step at which
they agree), so d(t) <= P(tau > t) = 0 from t = 1 on.
"""

import numpy as np

from toolkit.bounds import mixing_bounds
from toolkit.models import IndependentSites


def test_one_site_pairs_meet_at_step_one():
    b = mixing_bounds(IndependentSites(np.zeros((1, 2))), starts="extremes", n_replicates=8, max_steps=4,
                      n_times=4, rng=0)
    assert b.meeting_times.shape == (1, 8)
    assert np.all(b.meeting_times == 1.0)
    assert int(b.times[0]) == 1
    # no pair apart at t = 1: the point estimate of max_k P(tau_k > 1) is 0
    assert float(b.d_upper_value[0]) == 0.0
    assert b.n_steps == 1
