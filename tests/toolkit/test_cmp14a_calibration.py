"""cmp14a: ``sampled_summary``'s mean exit time follows each chain for up to
``max(100 n_steps, 10**6)`` steps (its docstring), so a short run (``n_steps = 8``) still
measures an exit time of thousands of steps, uncensored.

Closed form: one site, ``q = 2``, logits ``(0, -log 1999)``; from token 0 a random-scan
heat-bath step moves to token 1 with probability ``1 / (1 + 1999) = 1/2000``, so the exit
time from ``{x_0 = 0}`` is geometric with mean 2000 (sd ~2000; 200 chains: se ~141).
"""

import math

import numpy as np

from toolkit.calibration import censoring, sampled_summary
from toolkit.models import IndependentSites


def test_exit_time_of_two_thousand_steps_from_a_short_run():
    m = IndependentSites(np.array([[0.0, -math.log(1999.0)]]))
    s = sampled_summary(m, temperature=1.0, n_chains=2, n_steps=8, exit_set=lambda x: x[..., 0] == 0,
                        exit_start=np.array([0]), exit_chains=200, rng=0)
    (ex,) = [q for q in s.quantities if q.name == "mean exit time"]
    assert censoring(ex.estimate) is None  # 100 n_steps = 800 would censor about 2/3 of the chains
    assert abs(ex.estimate.value - 2000.0) < 5 * 2000.0 / math.sqrt(200)
