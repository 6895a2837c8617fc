"""prm21e (issue 30): the short-chain flag of integrated_autocorrelation_time at its boundary.
The rule (docstring): one chain of *fewer than* 50 tau draws is flagged. With the
autocorrelations fixed to rho = (1, 1/2, 0, 0, ...), tau(M) = 1 + 2 * 1/2 = 2 exactly for every
M (Sokal window M = 10 at c = 5), so N = 100 draws is exactly 50 tau: not flagged; 99 is."""

import numpy as np

from toolkit import diagnostics


def _fixed_rho(monkeypatch):
    def rho(x):
        out = np.zeros(np.asarray(x).shape[-1])
        out[0], out[1] = 1.0, 0.5
        return out

    monkeypatch.setattr(diagnostics, "autocorrelation", rho)


def test_short_chain_flag_boundary(monkeypatch):
    _fixed_rho(monkeypatch)
    x = np.random.default_rng(0).normal(size=100)
    est = diagnostics.integrated_autocorrelation_time(x)
    assert est.value == 2.0 and "M=10" in est.method
    assert diagnostics.SHORT_CHAIN_NOTE not in est.method
    est = diagnostics.integrated_autocorrelation_time(x[:99])
    assert est.value == 2.0 and diagnostics.SHORT_CHAIN_NOTE in est.method
