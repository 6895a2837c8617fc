"""prm21c loose-assertion sweep (issue 30): toolkit.app.study's mixing section splits its
share of the budget over the temperatures (half at T = 1, half over the others), passes the
time a temperature leaves unused on to the next ones and takes off the time it spent, and
prices a step at 2 P R rows (two chains per coupled start pair, R replicates). Earlier tests
checked that the section stays within the budget (true under each of these bugs); here the
seconds and steps each temperature is given are worked by hand (per_call 0, per_row 1e-3,
100 s: the mixing share 0.52 is 52 s), with mixing_bounds replaced by a spy that runs a tiny
real bound and reports the seconds chosen by the test as spent."""

from __future__ import annotations

import dataclasses
import math

from toolkit.app import study as st
from toolkit.models import potts


def _mixing(tmp_path, monkeypatch, spend):
    got = []
    real = st.mixing_bounds

    def spy(model, **k):
        got.append(k)
        b = real(model, **{**k, "n_replicates": 2, "max_steps": 16, "n_times": 4, "budget_s": None})
        return dataclasses.replace(b, seconds=spend(k["budget_s"]))

    monkeypatch.setattr(st, "mixing_bounds", spy)
    st._mixing(potts(2, 3, 1.0), [1.0, 2.0], st.Budget(100.0, 0.0, 1e-3), "maximal", str(tmp_path), 0, None)
    return got


def _steps(sec, P, R=64):
    # steps = max(20, 4 sec / (per_call + per_row 2 P R)): a coupling step moves 2 chains per pair
    return int(max(20, 4 * sec / (1e-3 * 2 * P * R)))


def test_unused_time_goes_to_the_next_temperature(tmp_path, monkeypatch):
    # T = 1 gets 52 x 0.5 = 26 s and spends none; T = 2 then gets all that is left: 52 s
    got = _mixing(tmp_path, monkeypatch, lambda sec: 0.0)
    assert [k["temperature"] for k in got] == [1.0, 2.0]
    assert math.isclose(got[0]["budget_s"], 26.0) and math.isclose(got[1]["budget_s"], 52.0)
    P = len(got[0]["starts"][0])
    assert P == 3 and got[0]["n_replicates"] == 64  # q = 2: one extreme pair and 2 random pairs
    assert [k["max_steps"] for k in got] == [_steps(26.0, P), _steps(52.0, P)] == [270, 541]


def test_spent_time_is_taken_off(tmp_path, monkeypatch):
    # T = 1 spends its 26 s: T = 2 gets the other 26 s, not 52
    got = _mixing(tmp_path, monkeypatch, lambda sec: sec)
    assert math.isclose(got[0]["budget_s"], 26.0) and math.isclose(got[1]["budget_s"], 26.0)
