"""prm24d: ``toolkit.diagnostics.effective_sample_size(c)`` and ``mcse(c)``: ``c`` is the
constant of Sokal's automatic window (``W >= c tau``) of the default ``"sokal"`` method, handed
on to :func:`integrated_autocorrelation_time` / :func:`mean_estimate` (the docstrings:
``n_chains * n_draws / tau``; ``sd * sqrt(tau / (m N))``). An AR(1) chain with coefficient
0.9 (tau about 19) gives a different window, so a different tau, at ``c = 1.5`` than at 5."""

import math

import numpy as np

from toolkit.diagnostics import (
    effective_sample_size,
    integrated_autocorrelation_time,
    mcse,
    mean_estimate,
)


def _ar1():
    rng = np.random.default_rng(7)
    x = np.zeros((2, 2000))
    e = rng.standard_normal(x.shape)
    for t in range(1, x.shape[1]):
        x[:, t] = 0.9 * x[:, t - 1] + e[:, t]
    return x


def test_ess_window_constant():
    x = _ar1()
    tau_15, tau_5 = (integrated_autocorrelation_time(x, c=c).value for c in (1.5, 5.0))
    assert abs(tau_15 - tau_5) > 0.01 * tau_5
    assert math.isclose(effective_sample_size(x, c=1.5), x.size / tau_15, rel_tol=1e-12)
    assert math.isclose(effective_sample_size(x), x.size / tau_5, rel_tol=1e-12)


def test_mcse_window_constant():
    x = _ar1()
    se_15, se_5 = (mean_estimate(x, c=c).stderr for c in (1.5, 5.0))
    assert abs(se_15 - se_5) > 0.005 * se_5
    # the documented formula sd * sqrt(tau / (m N)) at the window of c = 1.5
    tau = integrated_autocorrelation_time(x, c=1.5).value
    assert math.isclose(mcse(x, c=1.5), x.std(ddof=1) * math.sqrt(tau / x.size), rel_tol=1e-2)
    assert math.isclose(mcse(x, c=1.5), se_15, rel_tol=1e-12)
