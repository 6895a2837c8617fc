"""toolkit.diagnostics on degenerate draws (harden8h1, issue 30): constant draws (every value the
same: a frozen chain at low temperature) and an array of zero chains. By hand: the mean of
constant draws is that constant with standard error 0 (there is no spread); the standard error of
the standard deviation of constant draws is undefined (NaN, the delta method divides by the
variance, 0); zero chains are no draws (refused, naming the argument and its shape)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.diagnostics import mcse, mean_estimate
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("shape", [(1, 8), (3, 10), (2, 5)])
def test_mean_of_constant_draws(shape):
    est = mean_estimate(np.full(shape, 3.5))
    assert est.value == 3.5 and est.stderr == 0.0 and est.ci == (3.5, 3.5)
    assert est.n_samples == shape[0] * shape[1]


def test_mcse_sd_of_constant_draws_is_nan():
    assert math.isnan(mcse(np.full((2, 10), 3.0), method="sd"))


def test_mcse_sd_of_varying_draws_is_finite():
    # the other side: two values alternating, variance 1/4 > 0: a finite, positive error
    x = np.tile([0.0, 1.0], (2, 10))
    v = mcse(x, method="sd")
    assert math.isfinite(v) and v >= 0


@pytest.mark.parametrize("fn", [mean_estimate, mcse])
def test_zero_chains_refused(fn):
    with pytest.raises(InvalidInputError, match=r"`x` needs at least .* got shape \(0, 10\)"):
        fn(np.zeros((0, 10)))
