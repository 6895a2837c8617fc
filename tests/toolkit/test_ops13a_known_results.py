"""toolkit.app.report.known_results: the hypercube claim's tie guard is the *smallest* distance
to a tie over all cases (ops13a, issue 30).

The claim "t_mix(eps) = Ehrenfest weight chain" is asserted only when the closed-form profile
stays away from eps at every case: ``hypothesis_holds = min |d(t) - eps| > tie_atol`` (its guard
text: "no tie: min |d(t) - eps|"). Here the threshold helper reports a tie (distance 1e-15) at
the first case and a clear margin (0.5) at the others: the guard must fail. The engine and the
check object are stand-ins; the check object stops the function at its first claim."""

from __future__ import annotations

import math
import types

import pytest

from toolkit.app.report.known_results import known_results


class _Stop(Exception):
    pass


class _Cases:
    def __init__(self):
        self.rows = []

    def add(self, *row):
        self.rows.append(row)


def _run(gs):
    gs = iter(gs)
    seen = {}

    def check(name, cases, **kw):
        seen.update(kw, name=name)
        raise _Stop

    exact = types.SimpleNamespace(lumped_mixing_time=lambda *a, **k: types.SimpleNamespace(t_mix=7))
    with pytest.raises(_Stop):
        known_results(exact, types.SimpleNamespace(check=check), cases=_Cases,
                      ehrenfest_profile=lambda n, t: None, first_within=lambda d, eps: (7, next(gs)),
                      eps_values=(0.25, 0.05), tie_atol=1e-12)
    return seen


def test_tie_at_the_first_case_fails_the_guard():
    seen = _run([1e-15, 0.5, 0.5])                 # n = 100 (eps 0.25, 0.05), then n = 200 (eps 0.25)
    assert "Ehrenfest" in seen["name"]
    assert seen["hypothesis_holds"] is False
    assert "1e-15" in seen["guard"]


def test_no_tie_passes_the_guard():
    seen = _run([0.5, 0.25, 0.5])
    assert seen["hypothesis_holds"] is True
    assert math.isclose(float(seen["guard"].rsplit("=", 1)[1]), 0.25)
