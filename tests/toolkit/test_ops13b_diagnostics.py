"""ops13b: ``mean_estimate(x, c=...)`` uses Sokal's window constant it is given.

:func:`toolkit.diagnostics.mean_estimate`: standard error ``sd * sqrt(tau / (m N))`` with
``tau`` the integrated autocorrelation time, whose Sokal window ``M = min{M : M >= c tau(M)}``
depends on ``c`` (:func:`toolkit.diagnostics.integrated_autocorrelation_time`). On an AR(1)
series with ``a = 0.9`` (``tau = (1 + a) / (1 - a) = 19``) a window at ``c = 1`` stops far
earlier than at ``c = 5``, so the two ``tau`` differ; the error follows the one for its ``c``.
"""

import math

import numpy as np
import pytest

from toolkit.diagnostics import integrated_autocorrelation_time, mean_estimate


def _ar1(n=4000, a=0.9, seed=3):
    noise = np.random.default_rng(seed).normal(size=n)
    x = np.zeros(n)
    for t in range(1, n):
        x[t] = a * x[t - 1] + noise[t]
    return x


@pytest.mark.parametrize("c", [1.0, 5.0])
def test_mean_estimate_error_uses_its_window_constant(c):
    x = _ar1()
    tau = integrated_autocorrelation_time(x, c=c).value
    est = mean_estimate(x, c=c)
    assert est.value == pytest.approx(float(x.mean()), rel=1e-12)
    assert est.stderr == pytest.approx(float(x.std(ddof=1)) * math.sqrt(tau / x.size), rel=1e-12)


def test_the_two_windows_differ_here():
    x = _ar1()
    t1 = integrated_autocorrelation_time(x, c=1.0).value
    t5 = integrated_autocorrelation_time(x, c=5.0).value
    assert abs(t1 - t5) > 0.05 * t5  # so c = 1 and c = 5 give different errors
    assert mean_estimate(x, c=1.0).stderr != pytest.approx(mean_estimate(x).stderr, rel=0.02)
