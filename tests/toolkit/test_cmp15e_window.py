"""cmp15e: ``toolkit.app.window._extra_rows`` counts the fixed points of the quenches that converged.

The margins row (module docstring: "the margins of strict argmax fixed points", a quenched state
counting when its margin exceeds the tolerance) is about the states where a quench stopped: a
quench that did not converge within its sweeps ended on a state that is no fixed point and is
left out, the others are kept. Two quenches, one converged to ``(0, 0)`` (margin 1 > tol) and
one not: one strict fixed point reached, its margin row present.

Stand-ins as tests/toolkit/test_cmp14d_window.py: the recomputation, the sampled results and the
quench are namespaces or lambdas.
"""

from __future__ import annotations

import types

import numpy as np

from toolkit.app import window

NS = types.SimpleNamespace


def _rows(monkeypatch, converged):
    log_r, bound = [0.0], [1.0]
    tab = {"context": np.zeros(1, dtype=np.int64), "log_r": np.asarray(log_r, float),
           "bound": np.asarray(bound, float), "certified": np.asarray([False])}
    for k in ("i", "j", "a", "a2", "b", "b2"):
        tab[k] = np.zeros(1, dtype=np.int64)
    rect = NS(table=tab, summary=lambda: NS(max_abs=0.0))
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda L, ctx, *a, temperature: np.asarray(log_r, float))
    y = np.array([[0, 0], [1, 0]])
    monkeypatch.setattr(window, "quench", lambda sampler, contexts: (y, np.asarray(converged, bool)))
    monkeypatch.setattr(window, "local_margin", lambda sampler, states: np.ones(len(states)))
    monkeypatch.setattr(window, "local_margins", lambda L: np.ones(4))
    L = NS(n=2, space=NS(index=lambda states: np.asarray(states)[:, 0] * 2 + np.asarray(states)[:, 1]))
    est = NS(alpha=NS(value=0.1), R=np.zeros((2, 2)), T0=NS(value=0.1), contexts=np.zeros((1, 2)))
    fps = [NS(gamma=1.0)]
    return window._extra_rows(L, 1.0, 1e-6, np.zeros((2, 2), dtype=np.int64), rect, est, None, est, fps,
                              NS(max_abs=0.0))


def test_the_converged_quench_of_two_is_counted(monkeypatch):
    rows = _rows(monkeypatch, [True, False])
    found = next(r for r in rows if r.name == "strict fixed points reached by quench")
    assert found.sampled.value == 1
    names = [r.name for r in rows]
    assert "margins at those fixed points: max |gamma - exact|" in names
    assert "largest margin reached" in names


def test_no_converged_quench_no_fixed_point(monkeypatch):
    rows = _rows(monkeypatch, [False, False])
    found = next(r for r in rows if r.name == "strict fixed points reached by quench")
    assert found.sampled.value == 0
    assert "largest margin reached" not in [r.name for r in rows]
