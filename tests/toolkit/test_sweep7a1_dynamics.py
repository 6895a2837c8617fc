"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.dynamics' documented rules around the
IAT relaxation time. A Sokal window that is not reached censors the estimate; ``vacuous`` is a
lower bound of at most one step (toolkit.growth.Timescale), on both sides of 1; the starts
disagree when the ANOVA p-value is below DISAGREE_P (strictly: at it they agree); the t_mix
lower bound ``(L - 1) ln 2`` from the IAT is added only when it says more than one step."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.dynamics as dyn
from toolkit.models import IndependentSites

LN2 = math.log(2.0)


def _rec(R: int = 80, B: int = 4, k: int = 1):
    rng = np.random.default_rng(0)
    series = rng.standard_normal((B, R))
    return SimpleNamespace(energy=series, hamming_ref=series + 1.0, overlap=series * 0.5, record_every=k)


def _fake_iat(value: float, stderr: float, method: str):
    return lambda v: SimpleNamespace(value=value, stderr=stderr, method=method)


def test_sokal_window_not_reached_censors(monkeypatch):
    # tau = 1.5 records, half-run of 40 records >= MIN_TAUS tau = 15: only the window decides
    monkeypatch.setattr(dyn, "integrated_autocorrelation_time", _fake_iat(1.5, 0.01, "iat (window not reached: M=20 < 5 tau; chains too short)"))
    ts, _ = dyn._iat_timescale(_rec(), 5, 1.0, False)
    assert ts.censored and "Sokal window not reached" in ts.method and "not converged" in ts.method
    monkeypatch.setattr(dyn, "integrated_autocorrelation_time", _fake_iat(1.5, 0.01, "Sokal window (c=5)"))
    ts, _ = dyn._iat_timescale(_rec(), 5, 1.0, False)
    assert not ts.censored and dyn.IAT_LOWER in ts.method


@pytest.mark.parametrize("disagree", [False, True])
@pytest.mark.parametrize(("tau", "se", "vacuous"), [
    (1.0, 0.0, True),            # tau - 1.96 se = 1: lo_t = relaxation_from_iat(1) = 1 step: vacuous
    (1.5, 0.6 / 1.96, True),     # below 1: clipped to 1, vacuous
    (3.0, 0.5 / 1.96, False),    # tau - 1.96 se = 2.5: lo_t = 1/(1 - 1.5/3.5) = 1.75 steps (k = 1)
])
def test_vacuous_is_a_lower_bound_of_at_most_one_step(monkeypatch, disagree, tau, se, vacuous):
    monkeypatch.setattr(dyn, "integrated_autocorrelation_time", _fake_iat(tau, se, "Sokal window (c=5)"))
    ts, _ = dyn._iat_timescale(_rec(), 5, 1.0, disagree)
    assert ts.censored is disagree
    assert ts.vacuous is vacuous
    if not vacuous:
        assert ts.low == pytest.approx(1.0 / (1.0 - 1.5 / 3.5), rel=1e-12)
    else:
        assert ts.low == 1.0


def test_relaxation_from_iat_at_one():
    # the AR(1) relation t_rel = 1/(1 - a) with tau = (1 + a)/(1 - a): tau = 1 is a = 0, one step
    assert dyn.relaxation_from_iat(1.0, 1) == 1.0 and dyn.relaxation_from_iat(0.5, 3) == 1.0
    assert dyn.relaxation_from_iat(3.0, 1) == pytest.approx(2.0, rel=1e-14)


# ------------------------------------------------------------ dynamic_point: disagreement and t_mix from IAT
MODEL = IndependentSites(np.zeros((6, 2)))


def _point(monkeypatch, p_dis: float, low: float):
    real = dyn._extend_until_converged

    def fixed(*args, **kw):
        rec, _, ts, taus, notes = real(*args, **kw)
        ts = dyn.Timescale("t_rel", "lower", low, low, math.inf, "fixed", ts.n, ts.temperature)
        return rec, p_dis, ts, taus, notes

    monkeypatch.setattr(dyn, "_extend_until_converged", fixed)
    return dyn.dynamic_point(MODEL, 1.0, n_sweeps=20, coupling_sweeps=0, rng=0)


def _iat_t_mix(p):
    return [t for t in p.timescales if t.quantity == "t_mix" and "IAT lower bound" in t.method]


def test_starts_disagree_strictly_below_disagree_p(monkeypatch):
    p = _point(monkeypatch, dyn.DISAGREE_P, 3.0)
    assert p.disagreement == dyn.DISAGREE_P and p.starts_disagree is False
    p = _point(monkeypatch, float(np.nextafter(dyn.DISAGREE_P, 0)), 3.0)
    assert p.starts_disagree is True


def test_t_mix_from_the_iat_only_above_one_step(monkeypatch):
    # (L - 1) ln 2 = 1 exactly at L = 1 + 1/ln 2 (in float64): one step says nothing, not added
    L = 1.0 + 1.0 / LN2
    assert (L - 1.0) * LN2 == 1.0
    assert _iat_t_mix(_point(monkeypatch, 0.5, L)) == []
    L2 = float(np.nextafter(L, 10.0))
    (t,) = _iat_t_mix(_point(monkeypatch, 0.5, L2))
    assert t.value == (L2 - 1.0) * LN2 and t.value > 1.0 and t.kind == "lower"
    # L = 3: (3 - 1) ln 2 = 1.386 steps
    (t,) = _iat_t_mix(_point(monkeypatch, 0.5, 3.0))
    assert t.value == pytest.approx(2 * LN2, rel=1e-15)
