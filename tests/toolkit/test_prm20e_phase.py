"""prm20e (issue 30): the sampled grid's Binder cumulant is that of the *centred* overlap
``(m - 1/q) / (1 - 1/q)`` (docstring). For q = 2 independent uniform sites at stationarity the
centred overlap is ``S / n`` with ``S`` a sum of ``n`` independent signs, so
``U = 1 - E S^4 / (3 (E S^2)^2) = 1 - (3 n^2 - 2 n) / (3 n^2) = 2 / (3 n)``: 1/6 at n = 4 (the
uncentred ``2 m = 2 K / n``, ``K ~ Bin(4, 1/2)``, would give ``1 - 42.5 / 75 = 0.433``)."""
from __future__ import annotations

from toolkit.phase import sampled_phase_grid

# the masked-LM stand-in of harden10h (uniform q = 2 sites at fields [0, 0]), not a second copy
from .test_harden10h_phase import _Template


def test_binder_of_the_centred_overlap():
    # burn-in 10 sweeps = 40 steps: a site never redrawn has probability (3/4)^40 = 1e-5
    g = sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(4), n_values=[4], temperatures=[1.0],
                           n_chains=512, n_sweeps=30, burn_in_sweeps=10, n_groups=4, rng=2)
    assert abs(g.binder[0, 0] - 1 / 6) < 0.05, g.binder
