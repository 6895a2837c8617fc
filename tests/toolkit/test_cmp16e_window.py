"""cmp16e: the maxima that ``toolkit.app.window._extra_rows`` reports (issue 30).

Two rows are named by a maximum, and their sampled value must be that maximum:

* "max_ij R_ij (sampled influence)": the largest entry of the sampled influence matrix (and, as its
  exact value, the largest entry of the exact one). Sampled ``R = [[0, 0.3], [0.1, 0]]`` and exact
  ``R = [[0, 0.4], [0.2, 0]]`` give 0.3 and 0.4 (the smallest entries are 0 and 0).
* "margins at those fixed points: max |gamma - exact|": two strict fixed points reached, margins
  ``gamma = (2, 3)`` against exact margins ``(2.5, 3)``: the differences are ``(0.5, 0)``, the row
  reports 0.5.

Stand-ins as tests/toolkit/test_cmp15e_window.py: the recomputation, the sampled results and the
quench are namespaces or lambdas.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from toolkit.app import window

NS = types.SimpleNamespace


def _rows(monkeypatch):
    log_r, bound = [0.0], [1.0]
    tab = {"context": np.zeros(1, dtype=np.int64), "log_r": np.asarray(log_r, float),
           "bound": np.asarray(bound, float), "certified": np.asarray([False])}
    for k in ("i", "j", "a", "a2", "b", "b2"):
        tab[k] = np.zeros(1, dtype=np.int64)
    rect = NS(table=tab, summary=lambda: NS(max_abs=0.0))
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda L, ctx, *a, temperature: np.asarray(log_r, float))
    y = np.array([[0, 0], [1, 1]])                    # two quenches, both converged, distinct states
    monkeypatch.setattr(window, "quench", lambda sampler, contexts: (y, np.ones(2, bool)))
    monkeypatch.setattr(window, "local_margin", lambda sampler, states: np.asarray([2.0, 3.0])[: len(states)])
    exact_m = np.zeros(4)
    exact_m[0], exact_m[3] = 2.5, 3.0                 # states (0, 0) and (1, 1) have indices 0 and 3
    monkeypatch.setattr(window, "local_margins", lambda L: exact_m)
    L = NS(n=2, space=NS(index=lambda states: np.asarray(states)[:, 0] * 2 + np.asarray(states)[:, 1]))
    sm = NS(alpha=NS(value=0.3), R=np.array([[0.0, 0.3], [0.1, 0.0]]), T0=NS(value=0.1),
            contexts=np.zeros((1, 2)))
    ex = NS(alpha=NS(value=0.4), R=np.array([[0.0, 0.4], [0.2, 0.0]]), T0=NS(value=0.1),
            contexts=np.zeros((1, 2)))
    fps = [NS(gamma=3.0)]
    return {r.name: r for r in window._extra_rows(L, 1.0, 1e-6, np.zeros((2, 2), dtype=np.int64), rect, sm, None,
                                                  ex, fps, NS(max_abs=0.0))}


def test_influence_row_reports_the_largest_entries(monkeypatch):
    row = _rows(monkeypatch)["max_ij R_ij (sampled influence)"]
    assert row.sampled.value == pytest.approx(0.3)
    assert row.exact.value == pytest.approx(0.4)
    assert row.ok is True


def test_margin_row_reports_the_largest_difference(monkeypatch):
    rows = _rows(monkeypatch)
    row = rows["margins at those fixed points: max |gamma - exact|"]
    assert row.sampled.value == pytest.approx(0.5)
    assert row.ok is False                            # 0.5 > 2 tol
    assert rows["largest margin reached"].sampled.value == pytest.approx(3.0)
