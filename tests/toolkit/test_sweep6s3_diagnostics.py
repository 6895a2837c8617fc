"""Contract sweep s3 (issue 30): toolkit.diagnostics by hand: the biased autocovariance, the
single-chain autocorrelation (acov_t / acov_0 - 1 / (N - 1), Stan's estimator with one chain),
Sokal's window on a planted rho (first M >= c tau(M), tau, its standard error, the short-chain
note), the mean's error sd sqrt(tau / (m N)), the Sokal ESS, R-hat's pieces (the basic ratio,
the split dropping the middle draw, Blom's offsets), the constants."""

import math

import numpy as np
import pytest
from scipy.stats import norm

from toolkit import diagnostics as dg
from toolkit.exceptions import InvalidInputError


def test_constants():
    assert dg.SHORT_CHAIN_TAUS == 50 and dg.SHORT_CHAIN_NOTE == "one chain shorter than 50 tau: likely too low"
    assert dg.TAIL_PROBS == (0.05, 0.95) and dg.CONSTANT_ATOL == 1e-15


def test_autocovariance_and_autocorrelation_by_hand():
    x = np.array([1.0, 2.0, 3.0, 4.0])    # centred: -1.5, -0.5, 0.5, 1.5
    acov = dg.autocovariance(x)[0]
    assert acov.tolist() == pytest.approx([5 / 4, 1.25 / 4, -1.5 / 4, -2.25 / 4], rel=1e-12)
    rho = dg.autocorrelation(x)
    assert rho[0] == 1.0
    assert rho[1:].tolist() == pytest.approx((acov[1:] / acov[0] - 1 / 3).tolist(), rel=1e-12)


def _planted(monkeypatch, N=20):
    rho = np.zeros(N)
    rho[:3] = [1.0, 0.5, 0.25]          # tau(M) = 2 at M = 1, 2.5 from M = 2 on
    monkeypatch.setattr(dg, "autocorrelation", lambda x: rho)
    return np.random.default_rng(0).normal(size=N)


def test_sokal_window_on_a_planted_rho(monkeypatch):
    x = _planted(monkeypatch)
    e = dg.integrated_autocorrelation_time(x, c=1.0)     # first M >= tau(M): M = 3
    assert e.value == 2.5 and e.method.startswith("iat (Sokal window M=3, c=1")
    assert e.stderr == pytest.approx(2.5 * math.sqrt(2 * 7 / 20), rel=1e-12)
    assert dg.SHORT_CHAIN_NOTE in e.method                 # 20 draws < 50 x 2.5
    e2 = dg.integrated_autocorrelation_time(x, c=2.0)     # M >= 2 x 2.5: M = 5 exactly (an equality)
    assert "M=5, c=2" in e2.method
    e5 = dg.integrated_autocorrelation_time(x)             # c = 5: M >= 12.5 -> M = 13
    assert "M=13, c=5" in e5.method and e5.value == 2.5
    wide = dg.integrated_autocorrelation_time(x, c=10.0)   # M >= 25 never within N - 1 = 19
    assert "window not reached: M=19 < 10 tau" in wide.method
    with pytest.raises(InvalidInputError, match="`c` must be > 0"):
        dg.integrated_autocorrelation_time(x, c=0.0)


def test_mean_error_and_sokal_ess_on_a_planted_rho(monkeypatch):
    x = _planted(monkeypatch)
    m = dg.mean_estimate(x)
    assert m.stderr == pytest.approx(x.std(ddof=1) * math.sqrt(2.5 / 20), rel=1e-12)
    assert m.method == "mcmc mean (ess=8)"
    assert dg.effective_sample_size(x) == pytest.approx(8.0)
    assert dg.mcse(x) == pytest.approx(m.stderr, rel=1e-12)


def test_rhat_pieces():
    x = np.array([[1.0, 2, 3, 4], [3, 4, 5, 6]])
    # W = 5/3, B = 4 var(2.5, 4.5) = 8, var+ = 3/4 W + B/4 = 3.25
    assert dg._rhat_basic(x) == pytest.approx(math.sqrt(3.25 / (5 / 3)), rel=1e-12)
    assert dg._split(np.arange(5.0)[None, :]).tolist() == [[0.0, 1.0], [3.0, 4.0]]
    z = dg._z_scale(np.array([[3.0, 1.0], [2.0, 2.0]]))
    # ranks 4, 1, 2.5, 2.5 of 4 values: Blom's (r - 3/8) / (S + 1/4)
    assert z.ravel().tolist() == pytest.approx(norm.ppf((np.array([4, 1, 2.5, 2.5]) - 0.375) / 4.25).tolist())
    assert math.isnan(dg.rhat(np.ones((2, 8))))
    assert dg.rhat(np.array([[1.0] * 8, [2.0] * 8])) == math.inf
