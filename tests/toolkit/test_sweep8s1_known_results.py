"""Contract pins of :mod:`toolkit.app.report.known_results` (issue 30, sweep8s1), fast: the
Curie-Weiss free-energy barrier ``(f(0) - f(m*))/T`` against an independent computation (the mean
field fixed point by iteration, the binary entropy from scipy's ``entr``) and its low-temperature
limit ``1/(2T) - ln 2``; the limit profile of the hypercube's cutoff window; and the first claims
of ``known_results`` driven by stand-ins: the window case is taken at n = 200 only, and the no-tie
hypothesis is strict (``min |d(t) - eps| > tie_atol``; a distance equal to it is a tie)."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
from scipy.special import entr, ndtr

from toolkit.app.report import known_results as kr


def _barrier_independent(beta, T):
    m = 1.0
    for _ in range(10_000):       # m* = tanh(beta m*/T), the positive root, by iteration from 1
        m = math.tanh(beta * m / T)

    def f(x):                     # f(m) = -beta m^2/2 - T H((1+m)/2), H in nats
        p = (1 + x) / 2
        return -beta * x * x / 2 - T * (entr(p) + entr(1 - p))
    return (f(0.0) - f(m)) / T


@pytest.mark.parametrize("beta, T", [(1.0, 0.7), (1.0, 0.5), (2.0, 1.5)])
def test_barrier_rate_independent(beta, T):
    assert kr._barrier_rate(beta, T) == pytest.approx(_barrier_independent(beta, T), rel=1e-9)


def test_barrier_rate_low_temperature_limit():
    # T -> 0: m* -> 1, H((1+m*)/2) -> 0, so (f(0) - f(1))/T = (-T ln 2 + beta/2)/T = beta/(2T) - ln 2
    # (the correction is of order e^{-2 beta/T}: below 1e-6 at T = 0.1)
    assert kr._barrier_rate(1.0, 0.1) == pytest.approx(5.0 - math.log(2.0), abs=1e-5)
    assert kr._barrier_rate(1.0, 0.7) > 0


def test_limit_window():
    # documented value -ln(2 Phi^-1(5/8)) = 0.4505 at eps = 1/4; d at c is 2 Phi(e^{-c}/2) - 1 = eps
    assert kr._limit_window(0.25) == pytest.approx(0.4505, abs=5e-5)
    for eps in (0.05, 0.25, 0.5):
        c = kr._limit_window(eps)
        assert 2 * ndtr(math.exp(-c) / 2) - 1 == pytest.approx(eps, rel=1e-12)


class _Stop(Exception):
    pass


class _Cases(list):
    def add(self, value, ref, label):
        self.append((value, ref, label))


class _Chk:
    def __init__(self, stop_after=2):
        self.calls, self.stop_after = [], stop_after

    def check(self, name, cases, **kw):
        self.calls.append((name, list(cases), kw))
        if len(self.calls) >= self.stop_after:
            raise _Stop


def _first_claims(gap, tie_atol=1e-6, t_mix=lambda n, eps: 7 * n):
    exact = SimpleNamespace(lumped_mixing_time=lambda model, temperature, eps, starts: SimpleNamespace(
        t_mix=t_mix(model.length, eps)))
    chk = _Chk()
    with pytest.raises(_Stop):
        kr.known_results(exact, chk, cases=_Cases, ehrenfest_profile=lambda n, t: None,
                         first_within=lambda d, eps: (123, gap), eps_values=(0.05, 0.25), tie_atol=tie_atol)
    return chk.calls


def test_window_case_only_at_n_200():
    calls = _first_claims(gap=0.01)
    (name0, tmix, kw0), (name1, window, kw1) = calls
    assert name0.startswith("lumped hypercube T=inf") and name1.startswith("hypercube cutoff")
    # t_mix at n = 100 (eps 0.05, 0.25) and n = 200 (eps 0.25), each against the reference t
    assert [c[2] for c in tmix] == ["n=100, eps=0.05", "n=100, eps=0.25", "n=200, eps=0.25"]
    assert [c[:2] for c in tmix] == [(700, 123), (700, 123), (1400, 123)]
    # the window only at n = 200: (t - n ln n / 2)/n against the limit profile
    assert [c[2] for c in window] == ["n=200, eps=0.25"]
    assert window[0][0] == pytest.approx((1400 - 100 * math.log(200)) / 200)
    assert window[0][1] == pytest.approx(kr._limit_window(0.25))
    assert kw0["tol"] == 0 and kw1["tol"] == 0.02


def test_window_case_left_out_without_t_mix():
    calls = _first_claims(gap=0.01, t_mix=lambda n, eps: None if n == 200 else 5)
    assert calls[1][1] == []


def test_no_tie_hypothesis_is_strict():
    assert _first_claims(gap=2e-6, tie_atol=1e-6)[0][2]["hypothesis_holds"] is True
    assert _first_claims(gap=1e-6, tie_atol=1e-6)[0][2]["hypothesis_holds"] is False   # equal: a tie
    assert _first_claims(gap=5e-7, tie_atol=1e-6)[0][2]["hypothesis_holds"] is False
    assert np.isclose(float(_first_claims(gap=3e-3)[0][2]["guard"].split("= ")[1]), 3e-3)
