"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.phase`: a constant order parameter has no
autocorrelation time (the boundary np.ptp(v) == 0)."""

import numpy as np

from tests.toolkit.test_harden10h_phase import _Template
from toolkit.phase import sampled_phase_grid


# ---- sampled_phase_grid: token 1 has probability e^-1000 / (1 + e^-1000) = 0 in floating point, so no chain
# ever leaves x* and m = 1 at every record: a constant series, whose autocorrelation time is undefined
# (toolkit.diagnostics.integrated_autocorrelation_time: "NaN for a constant observable"). The cell's IAT is
# then not estimated: NaN, and not counted as resolved (a resolved IAT is a number).
def test_constant_order_parameter_has_no_resolved_iat():
    g = sampled_phase_grid(_Template([0.0, -1000.0]), text="x", slots=range(4), n_values=[2, 4],
                           temperatures=[1.0], n_chains=8, n_sweeps=5, burn_in_sweeps=1, n_groups=2, rng=0)
    np.testing.assert_array_equal(g.order_mean, [[1.0], [1.0]])  # constant: x* never left
    assert np.isnan(g.extra["iat_sweeps"]).all()
    assert not g.extra["iat_resolved"].any()
