"""cmp14d: two strict boundaries of ``toolkit.app.window._extra_rows``.

1. A rectangle recomputed from the exact table is certified when ``|log R| > bound``, strictly
   (``exact.rectangles``' and ``toolkit._rectangle.certified``'s rule: "``|log R| > bound``";
   at ``|log R| = bound`` the rectangle says nothing). Two rectangles with exact ``log R`` equal
   to ``1`` (at its bound 1) and ``2``: the exact prevalence is ``1/2``.
2. A quenched state counts as a strict fixed point when its margin exceeds the logit tolerance
   (``gamma > tol``; the module docstring: the margins of *strict* argmax fixed points, margin
   ``> 0``, each known to the tolerance, so a margin equal to it may be a tie). Margins
   ``(tol, 2 tol)``: one strict fixed point.

Stand-ins (as tests/toolkit/test_ops13a_window.py): the recomputation, the sampled results and
the quench are namespaces or lambdas with the values above.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from toolkit.app import window

NS = types.SimpleNamespace


def _rect(log_r, bound, certified, max_abs=None):
    m = len(log_r)
    tab = {"context": np.zeros(m, dtype=np.int64), "log_r": np.asarray(log_r, float),
           "bound": np.asarray(bound, float), "certified": np.asarray(certified)}
    for k in ("i", "j", "a", "a2", "b", "b2"):
        tab[k] = np.zeros(m, dtype=np.int64)
    return NS(table=tab, summary=lambda: NS(max_abs=max_abs))


def _rows(monkeypatch, *, log_r, bound, certified, gam, tol):
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda L, ctx, *a, temperature: np.asarray(log_r, float))
    y = np.array([[0, 0], [1, 1]])[: len(gam)]
    monkeypatch.setattr(window, "quench", lambda sampler, contexts: (y, np.ones(len(y), bool)))
    monkeypatch.setattr(window, "local_margin", lambda sampler, states: np.asarray(gam, float))
    monkeypatch.setattr(window, "local_margins", lambda L: np.asarray(gam, float))
    L = NS(n=2, space=NS(index=lambda states: np.arange(len(states))))
    est = NS(alpha=NS(value=0.1), R=np.zeros((2, 2)), T0=NS(value=0.1), contexts=np.zeros((1, 2)))
    fps = [NS(gamma=float(max(gam)))]
    rect = _rect(log_r, bound, certified, max_abs=float(np.max(np.abs(log_r))))
    return window._extra_rows(L, 1.0, tol, np.zeros((1, 2), dtype=np.int64), rect, est, None, est, fps,
                              NS(max_abs=float(np.max(np.abs(log_r)))))


def test_exact_prevalence_leaves_out_a_rectangle_at_its_bound(monkeypatch):
    rows = _rows(monkeypatch, log_r=[1.0, -2.0], bound=[1.0, 1.0], certified=[False, True], gam=[1.0], tol=1e-9)
    prev = next(r for r in rows if r.name == "sampled rectangles: prevalence")
    assert prev.exact.value == pytest.approx(0.5, rel=1e-15)
    assert prev.sampled.value == pytest.approx(0.5, rel=1e-15) and prev.ok is True


def test_margin_equal_to_the_tolerance_is_not_a_strict_fixed_point(monkeypatch):
    tol = 0.5
    rows = _rows(monkeypatch, log_r=[0.0], bound=[1.0], certified=[False], gam=[tol, 2 * tol], tol=tol)
    found = next(r for r in rows if r.name == "strict fixed points reached by quench")
    assert found.sampled.value == 1
    margins = next(r for r in rows if r.name == "margins at those fixed points: max |gamma - exact|")
    assert margins.sampled.n_samples == 1
