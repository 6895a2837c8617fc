"""Contract sweep (issue 30) of :mod:`exact.metastable`, by hand from the dense kernel:
exit times ``(I - P_BB) tau = 1`` (GTH and the sparse fallback), singleton exit times with
laziness, conductance ``Q(S, S^c) / pi(S)``, the bottleneck bound ``(1 - pi(S) - eps) / Phi``
(clipped to 0), the escape checks (``e^{gamma/T} / (q - 1)``, ``to_dict`` keys, ``holds``
with its tolerance) and the constants."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.metastable as ms
from exact.kernel import glauber_kernel
from exact.stationary import stationary
from toolkit.models import potts, random_table


def _K(lazy=0.0):
    return glauber_kernel(random_table(2, 3, 1.0, rng=6), temperature=0.8, lazy=lazy)


def test_exit_times_by_hand(monkeypatch):
    K = _K()
    D = K.dense()
    mask = np.array([True, True, False, True, False, False, False, False])
    idx = np.flatnonzero(mask)
    want = np.linalg.solve(np.eye(3) - D[np.ix_(idx, idx)], np.ones(3))
    tau = ms.expected_exit_times(K, mask)
    np.testing.assert_allclose(tau[idx], want, rtol=1e-12)
    assert (tau[~mask] == 0).all()
    monkeypatch.setattr(ms, "GTH_MAX", 2)
    np.testing.assert_allclose(ms.expected_exit_times(K, mask)[idx], want, rtol=1e-10)


def test_singleton_exit_times_with_laziness():
    K = _K(lazy=0.4)
    D = K.dense()
    lt = ms.singleton_log_exit_times(K, [0, 5])
    np.testing.assert_allclose(lt, [-math.log1p(-D[0, 0]), -math.log1p(-D[5, 5])], rtol=1e-12)


def test_conductance_and_bottleneck_by_hand():
    K = _K()
    D = K.dense()
    pi = stationary(K)
    S = np.array([True, True, True, False, False, False, False, False])
    Q = float((pi[S, None] * D[np.ix_(S, ~S)]).sum())
    phi = Q / pi[S].sum()
    assert ms.conductance(K, S) == pytest.approx(phi, rel=1e-12, abs=0)
    want = (1 - pi[S].sum() - 0.1) / phi
    assert want > 0
    assert ms.bottleneck_lower_bound(K, S, eps=0.1) == pytest.approx(want, rel=1e-12, abs=0)
    assert ms.bottleneck_lower_bound(K, S) == pytest.approx(max(0.0, (1 - pi[S].sum() - 0.25) / phi), rel=1e-12,
                                                          abs=0)
    big = ~np.eye(8, dtype=bool)[0]            # pi(S) near 1: the bound is clipped to 0
    assert 1 - pi[big].sum() - 0.25 < 0 and ms.bottleneck_lower_bound(K, big) == 0.0


def test_escape_checks_by_hand():
    K = glauber_kernel(potts(3, 2, 1.0), temperature=0.5)
    D = K.dense()
    checks = ms.escape_checks(K)
    assert len(checks) == 3
    for c in checks:
        x = c.fixed_point.index
        assert c.log_exit_time == pytest.approx(-math.log1p(-D[x, x]), rel=1e-12, abs=0)
        assert c.log_bound == pytest.approx(c.fixed_point.gamma / 0.5 - math.log(2), rel=1e-14, abs=0)
        assert c.holds
        d = c.to_dict()
        assert set(d) == {"state", "text", "gamma", "exit_time", "escape_bound", "holds", "log_slack"}
        assert d["escape_bound"] == pytest.approx(math.exp(c.log_bound), rel=1e-14, abs=0)
        assert d["log_slack"] == pytest.approx(c.log_exit_time - c.log_bound, rel=1e-14, abs=0)


def test_holds_tolerance_and_constants():
    fp = ms.escape_checks(glauber_kernel(potts(2, 2, 1.0)))[0].fixed_point
    edge = ms.EscapeCheck(fp, 1.0, 100.0 - 0.5e-10, 100.0)       # within 1e-12 * 100 = 1e-10
    assert edge.holds
    assert not ms.EscapeCheck(fp, 1.0, 100.0 - 2e-10, 100.0).holds
    assert ms.EscapeCheck(fp, 1.0, 800.0, 710.0).bound == math.inf
    assert (ms.GTH_MAX, ms.SPSOLVE_MAX, ms.EXIT_RTOL) == (1000, 4096, 1e-6)
