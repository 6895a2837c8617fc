"""prm29d: constant draws (variance exactly 0) give NaN autocorrelations, never a 0/0 division."""

import math

import numpy as np

from toolkit.diagnostics import autocorrelation, integrated_autocorrelation_time


def test_constant_draws_variance_zero():
    x = np.full((3, 12), 2.5)
    assert np.isnan(autocorrelation(x)).all()          # docstring: NaN everywhere
    est = integrated_autocorrelation_time(x)
    assert math.isnan(est.value) and est.method == "iat: constant observable"
