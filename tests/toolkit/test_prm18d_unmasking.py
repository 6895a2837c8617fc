"""prm18d promise sweep: event_probability's interval is at ``level``.

Docstring: "The fraction of ``states`` in ``event``, with its Wilson interval at ``level``".
Wilson (1927) by hand: ``(p + z^2/(2m) +- z sqrt(p(1-p)/m + z^2/(4m^2))) / (1 + z^2/m)``
with ``z`` the normal ``(1 + level)/2`` quantile."""

import math

import numpy as np
from scipy.stats import norm

from toolkit.unmasking import event_probability


def _wilson(c, m, level):
    z = float(norm.ppf(0.5 + level / 2))
    p = c / m
    centre = (p + z * z / (2 * m)) / (1 + z * z / m)
    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / (1 + z * z / m)
    return centre - half, centre + half


def test_interval_at_the_level_given():
    states = np.array([[0, 1]] * 3 + [[1, 1]] * 7)
    est = event_probability(states, lambda x: x[:, 0] == 0, level=0.5)
    lo, hi = _wilson(3, 10, 0.5)
    assert est.value == 0.3 and est.level == 0.5
    assert math.isclose(est.ci[0], lo, rel_tol=1e-9) and math.isclose(est.ci[1], hi, rel_tol=1e-9)
