"""toolkit.app.window._extra_rows: the 'max |log R| (sampled rectangles)' row allows the logit
tolerance tol / T (prm22d, issue 30).

Module docstring: the same float32 logit differs by about the tolerance between forward passes
of different batch composition, so a sampled maximum may exceed the exact one by up to tol / T
and still hold as a lower bound. A fake window (the rectangle recomputation and the quench
stubbed) with a sampled maximum half an allowance above the exact one: the row holds."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app import window


def test_sampled_max_within_the_logit_tolerance_holds(monkeypatch):
    T, tol = 0.5, 1e-4
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda *a, **k: np.array([1.0]))
    monkeypatch.setattr(window, "quench", lambda sampler, contexts: (np.zeros((1, 2), dtype=np.int64),
                                                                      np.array([False])))
    table = {"context": np.array([0]), "i": np.array([0]), "j": np.array([1]), "a": np.array([1]),
             "a2": np.array([0]), "b": np.array([1]), "b2": np.array([0]), "log_r": np.array([1.0]),
             "bound": np.array([0.1]), "certified": np.array([True])}
    rect = SimpleNamespace(table=table, summary=lambda: SimpleNamespace(max_abs=2.0 + 0.5 * tol / T))
    infl = SimpleNamespace(contexts=[0], alpha=SimpleNamespace(value=0.1), R=np.zeros((2, 2)),
                           T0=SimpleNamespace(value=0.1))
    rows = window._extra_rows(SimpleNamespace(n=2), T, tol, np.zeros((1, 2), dtype=np.int64), rect, infl, None,
                              infl, [], SimpleNamespace(max_abs=2.0))
    (row,) = [r for r in rows if r.name == "max |log R| (sampled rectangles)"]
    assert row.ok is True
    # beyond the allowance it fails
    rect.summary = lambda: SimpleNamespace(max_abs=2.0 + 2 * tol / T)
    rows = window._extra_rows(SimpleNamespace(n=2), T, tol, np.zeros((1, 2), dtype=np.int64), rect, infl, None,
                              infl, [], SimpleNamespace(max_abs=2.0))
    (row,) = [r for r in rows if r.name == "max |log R| (sampled rectangles)"]
    assert row.ok is False
