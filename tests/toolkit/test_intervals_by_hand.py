"""The interval formulas of the sampled estimators, recomputed by hand from their documented
definitions on small fixed inputs (no sampling): the hurdle upper bound of the L-lag coupling,
the clustered rectangle prevalence, the Student-t interval of exit times, and Sokal's
autocorrelation time. A wrong quantile, degree of freedom or variance factor changes these
numbers while a coverage test over a few dozen seeds may still pass.

Quantiles come from ``scipy.stats`` (``norm.ppf``, ``t.ppf``); the Wilson score interval is
written out here: ``(p + z^2/(2m) +- z sqrt(p(1-p)/m + z^2/(4m^2))) / (1 + z^2/m)``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.stats import norm
from scipy.stats import t as student_t


def wilson(k: float, m: float, level: float) -> tuple[float, float]:
    z = norm.ppf(0.5 + level / 2)
    p = k / m
    den = 1 + z * z / m
    mid = (p + z * z / (2 * m)) / den
    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


# ---------------------------------------------------------------------- L-lag hurdle bound
@pytest.mark.parametrize("pos", [[1, 2, 3, 2, 5, 1, 1, 4, 2, 3], [7], [], [2, 2]])
def test_hurdle_upper_bound_by_hand(pos):
    # P(v > 0) E[v | v > 0]: Wilson upper end of the fraction positive (two-sided 97.5%, i.e.
    # one-sided 98.75%) times the Student-t upper end (one-sided 98.75%, k - 1 dof) of the
    # positive values' mean; k < 2 positive values: their largest (1 when none)
    from toolkit.coupling import _hurdle_upper

    R = 100
    v = np.array(pos + [0] * (R - len(pos)), dtype=float)
    k = len(pos)
    p_hi = wilson(k, R, 0.975)[1]
    if k >= 2:
        x = np.array(pos, dtype=float)
        cond = x.mean() + student_t.ppf(0.9875, k - 1) * x.std(ddof=1) / math.sqrt(k)
    else:
        cond = max(pos) if pos else 1.0
    assert _hurdle_upper(v) == pytest.approx(p_hi * max(cond, 1.0), rel=1e-12, abs=0)


# ---------------------------------------------------------------------- rectangle prevalence
def test_clustered_prevalence_by_hand():
    # 4 contexts with 3, 5, 2, 6 rectangles, of which 1, 4, 0, 3 certified: p = 8/16;
    # se = sqrt(m/(m-1) sum_k (c_k - p N_k)^2) / N, widened by t_{m-1, 0.975}/z_{0.975};
    # Wilson at the effective size n_eff = min(N, p(1-p)/se_t^2)
    from toolkit.coupling import wilson_interval
    from toolkit.incompat import _prevalence

    Nk = np.array([3, 5, 2, 6])
    ck = np.array([1, 4, 0, 3])
    context = np.repeat(np.arange(4), Nk)
    certified = np.concatenate([np.r_[np.ones(c), np.zeros(n - c)] for c, n in zip(ck, Nk, strict=True)]).astype(bool)
    N, m, p = 16, 4, 0.5
    se = math.sqrt(m / (m - 1) * float(((ck - p * Nk) ** 2).sum())) / N
    se_t = se * student_t.ppf(0.975, m - 1) / norm.ppf(0.975)
    n_eff = min(N, p * (1 - p) / se_t**2)
    est = _prevalence(certified, context, wilson_interval)
    assert est.value == p and est.stderr == pytest.approx(se, rel=1e-12, abs=0)
    lo, hi = wilson(p * n_eff, n_eff, 0.95)
    assert est.ci == pytest.approx((lo, hi), rel=1e-9)
    assert f"effective size {n_eff:.4g}" in est.method


def test_prevalence_of_one_context_is_binomial_over_its_rectangles():
    from toolkit.coupling import wilson_interval
    from toolkit.incompat import _prevalence

    certified = np.array([True, False, True, True, False])
    est = _prevalence(certified, np.zeros(5, dtype=int), wilson_interval)
    assert est.value == 0.6 and est.stderr == pytest.approx(math.sqrt(0.6 * 0.4 / 5), rel=1e-12, abs=0)
    assert est.ci == pytest.approx(wilson(3, 5, 0.95), rel=1e-12, abs=0)


# ---------------------------------------------------------------------- exit times
@pytest.mark.parametrize("level", [0.95, 0.9])
def test_exit_time_interval_by_hand(level):
    from toolkit.metastable import mean_exit_time

    v = np.array([3.0, 10.0, 4.0, 7.0, 1.0, 12.0])
    est = mean_exit_time(v, level=level)
    se = v.std(ddof=1) / math.sqrt(v.size)
    h = student_t.ppf(0.5 + level / 2, v.size - 1) * se
    assert est.value == pytest.approx(v.mean()) and est.stderr == pytest.approx(se, rel=1e-12)
    assert est.ci == pytest.approx((v.mean() - h, v.mean() + h), rel=1e-12)


# ---------------------------------------------------------------------- autocorrelation time
def test_integrated_autocorrelation_time_from_its_window_by_hand():
    # tau(M) = 1 + 2 sum_{t=1}^{M} rho_t, Sokal's window M = min{M : M >= c tau(M)}, tau =
    # tau(M), stderr tau sqrt(2 (2M + 1) / (m N)); rho from toolkit's autocorrelation (pinned
    # on its own in test_pinned_diagnostics.py)
    from toolkit.diagnostics import autocorrelation, integrated_autocorrelation_time

    r = np.random.default_rng(3)
    x = np.zeros((2, 3000))
    for t in range(1, 3000):
        x[:, t] = 0.8 * x[:, t - 1] + r.normal(size=2)
    rho = autocorrelation(x)
    c = 5.0
    M = next(M for M in range(1, 3000) if M >= c * (1 + 2 * rho[1:M + 1].sum()))
    tau = 1 + 2 * rho[1:M + 1].sum()
    est = integrated_autocorrelation_time(x, c=c)
    assert est.value == pytest.approx(tau, rel=1e-12)
    assert est.stderr == pytest.approx(tau * math.sqrt(2 * (2 * M + 1) / (2 * 3000)), rel=1e-12)
    assert f"M={M}" in est.method
    # one chain of fewer than 50 tau draws is flagged, one of more is not
    from toolkit.diagnostics import SHORT_CHAIN_NOTE

    y = np.zeros(500)  # AR(1), a = 0.95: tau = 39
    for t in range(1, 500):
        y[t] = 0.95 * y[t - 1] + r.normal()
    short = integrated_autocorrelation_time(y)
    assert short.value * 50 > 500 and SHORT_CHAIN_NOTE in short.method
    long = integrated_autocorrelation_time(x[0])
    assert long.value * 50 < 3000 and SHORT_CHAIN_NOTE not in long.method
