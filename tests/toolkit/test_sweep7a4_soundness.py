"""Sweep 7, group a4 (issue 30): toolkit.app.report.soundness, the self-test of ``glauber verify``.

- The round-trip claim (NaN, +-inf and keys with ``/`` and ``~`` through the sweep store) must FAIL
  when any one of the four values it reads back is wrong, not only when all are: the store is
  wrapped so that one column at a time comes back altered.
- The exact side's profile ``d(t)``: computed by matrix powers until the first ``t >= 2`` with
  ``d(t) <= 1e-3 eps`` (that ``t`` included: ``<=``), so ``d(0), d(1), d(2)`` are always stored
  (a chain exact after one step still has ``d(2) = 0`` on record, not extrapolated).
  Closed form on one site, q = 2, logits (0, 0), lazy a: ``P = a I + (1 - a) J/2``, ``d(t) = a^t / 2``
  (eigenvalue a; with a = 1/2 every power is dyadic, so ``d(t) = 2^-(t+1)`` exactly in float).
"""

import math

import numpy as np
import pytest

import exact
from toolkit.app.report import soundness as snd
from toolkit.app.report._model import Section
from toolkit.app.report.reference import _Agreement
from toolkit.models import IndependentSites

ROUND_TRIP = "round trips with NaN, +-inf and keys with / and ~ (1 = intact)"


def _round_trip_claim():
    s = Section("x", "x")
    snd._round_trips(exact, _Agreement(s), snd._Inequalities(s))
    (claim,) = [c for c in s.claims if c.name == ROUND_TRIP]
    return claim


def test_round_trips_pass_as_they_are():
    assert not _round_trip_claim().failed


@pytest.mark.parametrize(("column", "wrong"), [("gamma/nu (peak height)", 0.0), ("t~mix", 1.0), ("~1", 0.0),
                                               ("temperature", 3.0)])
def test_one_altered_store_value_fails_the_round_trip(monkeypatch, column, wrong):
    real = snd.load_results

    def altered(path):
        df = real(path)
        df[column] = wrong
        return df

    monkeypatch.setattr(snd, "load_results", altered)
    assert _round_trip_claim().failed


def test_a_loaded_result_that_differs_fails_the_round_trip(monkeypatch):
    real = snd.load_result

    def altered(path):
        import dataclasses

        v = real(path)
        return dataclasses.replace(v, label="other")

    monkeypatch.setattr(snd, "load_result", altered)
    assert _round_trip_claim().failed


def _one_site(lazy):
    return snd._Exact(IndependentSites(np.array([[0.0, 0.0]])), 1.0, lazy=lazy)


def test_profile_stops_at_the_first_t_at_or_below_its_floor():
    ex = _one_site(0.5)
    # d(t) = 2^-(t+1); floor 1e-3 * 0.25 = 2.5e-4: first t with 2^-(t+1) <= 2.5e-4 is t = 11 (2^-12)
    np.testing.assert_array_equal(ex.d, 2.0 ** -(np.arange(12) + 1))
    assert ex.t_mix == 1                     # d(1) = 1/4 <= eps = 1/4: t_mix's own boundary, <=


def test_profile_floor_reached_exactly_stops_there(monkeypatch):
    # the floor set to 2^-11 = d(10) exactly: the profile stops at t = 10 (d <= floor), not t = 11
    eps = 2.0 ** -11 / 1e-3
    for _ in range(4):                       # the float with 1e-3 * eps == 2^-11 exactly
        if 1e-3 * eps == 2.0 ** -11:
            break
        eps = np.nextafter(eps, 0.0 if 1e-3 * eps > 2.0 ** -11 else 1.0)
    assert 1e-3 * eps == 2.0 ** -11
    monkeypatch.setattr(snd, "EPS", eps)
    ex = _one_site(0.5)
    assert ex.d.size == 11 and ex.d[-1] == 2.0 ** -11


def test_profile_keeps_three_steps_of_a_chain_exact_after_one():
    ex = _one_site(0.0)                      # P = J/2: pi after one step, d(1) = d(2) = 0
    assert ex.d.size == 3
    assert ex.d[0] == 0.5 and ex.d[1] == pytest.approx(0.0, abs=1e-15) and ex.d[2] == pytest.approx(0.0, abs=1e-15)
    assert ex.t_mix == 1 and ex.gap == pytest.approx(1.0, abs=1e-12)
    assert math.isclose(float(ex.at(ex.d, 50)), float(ex.d[-1]))
