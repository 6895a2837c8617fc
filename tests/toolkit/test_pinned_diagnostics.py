"""Autocorrelation, IAT, ESS and the MCMC standard error pinned to an independent
reference implementation (direct sums, no FFT) and to AR(1) closed forms.

Reference (written from the definitions, not from ``toolkit.diagnostics``):

- Stan's combined autocorrelation (Vehtari, Gelman, Simpson, Carpenter, Buerkner 2021;
  Stan Reference Manual, "Effective sample size"): with per-chain biased autocovariances
  ``acov_c(t) = (1/N) sum_s (x_s - m_c)(x_{s+t} - m_c)``, ``W`` the mean of the per-chain
  variances (ddof = 1), ``B = N var(chain means, ddof = 1)`` and
  ``var_plus = (N - 1)/N W + B/N``: ``rho_t = 1 - (W - mean_c acov_c(t)) / var_plus``.
- Sokal's automatic window (Sokal 1997, "Monte Carlo methods in statistical mechanics",
  section 3): ``tau(M) = 1 + 2 sum_{t=1}^M rho_t``, ``M = min{M : M >= c tau(M)}``, and
  ``Var(tau_hat) ~ 2 (2M + 1) / (m N) tau^2``.
- AR(1) ``x_t = a x_{t-1} + e_t`` with unit-variance noise, started stationary:
  ``Var(x) = 1 / (1 - a^2)``, ``rho_t = a^t``, ``tau = (1 + a) / (1 - a)``; the standard
  error of the mean of ``m N`` draws is ``sqrt(Var(x) tau / (m N))`` to first order.
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from toolkit.diagnostics import (
    autocorrelation,
    effective_sample_size,
    integrated_autocorrelation_time,
    mean_estimate,
    rhat,
)


def ar1(a, m, N, seed):
    rng = np.random.default_rng(seed)
    x = np.empty((m, N))
    x[:, 0] = rng.normal(size=m) / math.sqrt(1 - a * a)
    e = rng.normal(size=(m, N))
    for t in range(1, N):
        x[:, t] = a * x[:, t - 1] + e[:, t]
    return x


def reference_rho(x):
    m, N = x.shape
    acov = np.zeros((m, N))
    for c in range(m):
        d = x[c] - x[c].mean()
        for t in range(N):
            acov[c, t] = np.dot(d[: N - t], d[t:]) / N
    W = np.mean([np.var(x[c], ddof=1) for c in range(m)])
    B = N * np.var(x.mean(axis=1), ddof=1) if m > 1 else 0.0
    var_plus = (N - 1) / N * W + B / N
    rho = 1 - (W - acov.mean(axis=0)) / var_plus
    rho[0] = 1.0
    return rho


def reference_iat(x, c=5.0):
    m, N = x.shape
    rho = reference_rho(x)
    for M in range(1, N):
        tau_M = 1 + 2 * rho[1: M + 1].sum()
        if M >= c * tau_M:
            break
    else:
        raise AssertionError("window not reached")
    return tau_M, tau_M * math.sqrt(2 * (2 * M + 1) / (m * N)), M


@pytest.mark.parametrize("offsets", [(0.0, 0.0, 0.0), (0.0, 0.1, -0.15)])
def test_autocorrelation_and_iat_match_direct_sums(offsets):
    x = ar1(0.6, 3, 300, seed=1) + np.array(offsets)[:, None]
    np.testing.assert_allclose(autocorrelation(x), reference_rho(x), atol=1e-12, rtol=0)
    tau, se, M = reference_iat(x)
    est = integrated_autocorrelation_time(x)
    assert est.value == pytest.approx(tau, rel=1e-12)
    assert est.stderr == pytest.approx(se, rel=1e-12)
    assert int(re.search(r"M=(\d+)", est.method).group(1)) == M
    assert effective_sample_size(x) == pytest.approx(x.size / tau, rel=1e-12)


def test_ar1_iat_ess_and_mean_standard_error():
    a, m, N = 0.8, 8, 20_000
    x = ar1(a, m, N, seed=5)
    tau_true = (1 + a) / (1 - a)  # 9
    est = integrated_autocorrelation_time(x)
    assert abs(est.value - tau_true) <= 4 * est.stderr
    assert effective_sample_size(x) == pytest.approx(m * N / tau_true, rel=0.1)
    se_true = math.sqrt(tau_true / (1 - a * a) / (m * N))
    mean = mean_estimate(x)
    assert mean.stderr == pytest.approx(se_true, rel=0.1)
    assert abs(mean.value) <= 5 * se_true  # the stationary mean is 0


def test_rhat_of_stationary_ar1_chains_is_near_one():
    """Split R-hat - 1 is O(tau / N) for chains from the stationary law: here ~ 9 / 10000."""
    x = ar1(0.8, 4, 20_000, seed=9)
    assert 1.0 <= rhat(x) < 1.005
    shifted = x + np.array([0.0, 0.0, 0.0, 3.0])[:, None]  # one chain 1.8 sd away: clearly not mixed
    assert rhat(shifted) > 1.2
