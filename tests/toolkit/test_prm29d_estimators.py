"""prm29d: the exact-phase estimator's state space is q**n states of n sites (q = 2, n = 4:
the same count as n**q, so swapped arguments would not fail on size)."""

import itertools
import math

import numpy as np

from exact import glauber_kernel, stationary
from toolkit.app.sweep.estimators import run_task
from toolkit.app.sweep.tasks import make_grid


def test_exact_phase_order_moments_by_enumeration():
    (task,) = make_grid("potts", n=[4], temperature=[0.8], estimator=["exact-phase"], params={"q": 2})
    _, res, _ = run_task(task)
    model = task.build_model()
    pi = stationary(glauber_kernel(model, temperature=0.8))
    # states in mixed radix, site 0 most significant; m_max = the most common token's fraction
    m = np.array([max(x.count(a) for a in range(2)) / 4 for x in itertools.product(range(2), repeat=4)])
    mean = float(pi @ m)
    assert math.isclose(res["order_mean"], mean, rel_tol=1e-12)
    assert math.isclose(res["susceptibility"], 4 * float(pi @ (m - mean) ** 2), rel_tol=1e-9)
