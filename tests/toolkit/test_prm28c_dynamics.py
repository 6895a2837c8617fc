"""prm28c (issue 30): _iat_timescale takes the relaxation time from the SLOWEST of the three
observables (the largest integrated autocorrelation time), shown on records where the
observables' IATs differ (a slow AR(1) energy, white-noise Hamming distance and overlap)."""
from types import SimpleNamespace

import numpy as np

from toolkit.dynamics import _iat_timescale


def test_slowest_observable_sets_the_timescale():
    rng = np.random.default_rng(0)
    B, R = 4, 4000
    slow = np.zeros((B, R))
    for t in range(1, R):  # AR(1) with rho = 0.9: tau = (1 + rho) / (1 - rho) = 19
        slow[:, t] = 0.9 * slow[:, t - 1] + rng.normal(size=B)
    rec = SimpleNamespace(energy=slow, hamming_ref=rng.normal(size=(B, R)), overlap=rng.normal(size=(B, R)),
                          record_every=1)
    ts, taus = _iat_timescale(rec, 1, 1.0, False)
    assert taus["energy"] > 5 * max(taus["hamming to x*"], taus["replica overlap"])
    assert "IAT of the energy" in ts.method
