"""cmp16e: two numbers of toolkit.app.report.reference, from the closed forms (issue 30).

* The two-state t_mix claims are asserted only when no closed-form ``d(t)`` sits near ``eps``; their
  guard reports the *smallest* distance to a tie over every chain and every ``eps``:
  ``min |d(t) - eps|`` with ``d(t) = max(p, r)/(p + r) |1 - p - r|^t`` (Levin-Peres-Wilmer 1.1), ``t``
  up to the first time ``d(t) <= eps``. The chains are ``REFERENCE_TWO_STATE`` and the lazy one-site
  Glauber chain of ``_ref_two_state`` (``h = 1.2``, ``T = 1.5``, ``lazy = 0.4``: token 1 has probability
  ``w = 1 / (1 + e^{-h/T})``, ``p = (1 - lazy) w``, ``r = (1 - lazy)(1 - w)``); the minimum is
  recomputed here step by step.
* ``_Agreement.check`` keeps a row per case that holds when ``|engine - closed form| <= tol``: a case
  exactly at the tolerance holds (the claim's own verdict, ``diff <= tol``, says the same).
"""

from __future__ import annotations

import math

import exact
from toolkit.app.report._model import Section
from toolkit.app.report.reference import (
    REFERENCE_EPS,
    REFERENCE_TWO_STATE,
    _Agreement,
    _Cases,
    _ref_two_state,
)


def _tie_by_hand() -> float:
    h, T, lazy = 1.2, 1.5, 0.4
    w = 1.0 / (1.0 + math.exp(-h / T))
    chains = list(REFERENCE_TWO_STATE) + [((1 - lazy) * w, (1 - lazy) * (1 - w))]
    best = math.inf
    for p, r in chains:
        for eps in REFERENCE_EPS:
            t = 0
            while True:
                d = max(p, r) / (p + r) * abs(1.0 - p - r) ** t
                best = min(best, abs(d - eps))
                if d <= eps:
                    break
                t += 1
    return best


def test_two_state_guard_is_the_smallest_distance_to_a_tie():
    s = Section("reference", "t")
    _ref_two_state(exact, _Agreement(s))
    tmix = [c for c in s.claims if "no tie" in c.hypothesis]
    assert len(tmix) == 2                                # doubling and stepping
    want = f"no tie: min |d(t) - eps| = {_tie_by_hand():.2g}"
    for c in tmix:
        assert want in c.hypothesis
        assert c.hypothesis_holds is True                # the smallest distance is well above 1e-9


def test_a_case_exactly_at_the_tolerance_holds():
    cases = _Cases()
    cases.add(1.5, 1.0, "a")                             # |1.5 - 1.0| = 0.5 = tol, exact in binary
    cases.add(1.0, 1.0, "b")
    chk = _Agreement(Section("reference", "t"))
    chk.check("x", cases, tol=0.5, why="w")
    assert [r["holds"] for r in chk.rows] == [True, True]
    assert chk.s.claims[0].holds is True
