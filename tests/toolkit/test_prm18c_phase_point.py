"""prm18c promise sweep: toolkit.app.phase_point (the energy of the sampled phase points)."""

from __future__ import annotations

import numpy as np

from toolkit.app.phase_point import _energy
from toolkit.models import IndependentSites


def test_energy_is_the_log_pseudo_likelihood():
    # E(x) = sum_i log p_i(x_i | x_-i) at T = 1; for independent sites p_i(a) = softmax(h[i])[a]
    # (by hand: no call of the module's softmax)
    h = np.array([[0.0, 1.0, 2.0], [0.5, -1.0, 0.0], [3.0, 0.0, 0.0]])
    x = np.array([[0, 1, 2], [2, 2, 0]])
    want = []
    for row in x:
        want.append(sum(h[i, a] - np.log(np.exp(h[i]).sum()) for i, a in enumerate(row)))
    np.testing.assert_allclose(_energy(IndependentSites(h), x), want, rtol=1e-12)
