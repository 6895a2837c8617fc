"""Audit 19a (issue 30): the prevalence row of ``toolkit.app.window._extra_rows`` lets the sampled
and the exact certification verdict of a rectangle differ only where |log R| lies within the noise
of the bound, and that noise includes the rectangle's own error |log R_sampled - log R_exact|
(``diff``) besides the logit tolerance ``tol / T``.

Hand case: one rectangle, bound 1.0, sampled log R = 1.05 (certified: 1.05 > 1.0), exact
log R = 0.97 (not certified). Its own error is 0.08 and the exact value lies 0.03 from the bound,
within 0.08 + tol / T: the differing verdicts are excused, the row is ok. Without the ``diff`` term,
0.03 > tol / T = 1e-6 and the row would fail. A second rectangle whose sampled verdict is flagged
certified although both its values lie 0.5 below the bound (diff 0) is not excused.

Stand-ins as tests/toolkit/test_cmp16e_window.py: the recomputation, the sampled results and the
quench are namespaces or lambdas.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from toolkit.app import window

NS = types.SimpleNamespace


def _prevalence(monkeypatch, sampled, exact, certified):
    m = len(sampled)
    tab = {"context": np.zeros(m, dtype=np.int64), "log_r": np.asarray(sampled, float),
           "bound": np.ones(m), "certified": np.asarray(certified)}
    for k in ("i", "j", "a", "a2", "b", "b2"):
        tab[k] = np.zeros(m, dtype=np.int64)
    rect = NS(table=tab, summary=lambda: NS(max_abs=float(np.max(np.abs(sampled)))))
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda L, ctx, *a, temperature: np.asarray(exact, float))
    monkeypatch.setattr(window, "quench", lambda sampler, contexts: (np.zeros((0, 2), np.int64), np.zeros(0, bool)))
    L = NS(n=2, space=NS(index=lambda states: np.zeros(len(states), np.int64)))
    infl = NS(alpha=NS(value=0.1), R=np.zeros((2, 2)), T0=NS(value=0.1), contexts=np.zeros((1, 2)))
    rows = window._extra_rows(L, 1.0, 1e-6, np.zeros((1, 2), dtype=np.int64), rect, infl, None, infl, [],
                              NS(max_abs=2.0))
    return {r.name: r for r in rows}["sampled rectangles: prevalence"]


def test_differing_verdicts_excused_by_the_rectangles_own_error(monkeypatch):
    row = _prevalence(monkeypatch, [1.05], [0.97], [True])
    assert row.sampled.value == pytest.approx(1.0) and row.exact.value == pytest.approx(0.0)
    assert row.ok is True


def test_differing_verdict_far_from_the_bound_is_not_excused(monkeypatch):
    row = _prevalence(monkeypatch, [1.05, 0.5], [0.97, 0.5], [True, True])
    assert row.ok is False
