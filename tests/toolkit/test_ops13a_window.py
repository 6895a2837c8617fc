"""toolkit.app.window._extra_rows: the rectangle row reports the *largest* |log R - exact| (ops13a, issue 30).

The row "sampled rectangles: max |log R - exact|" compares each sampled rectangle's ``log R``
with the same rectangle recomputed from the exact table. Three rectangles whose sampled
``log R`` differ from the recomputed ones by ``(0.3, -0.5, 0.1)`` (the largest magnitude in the
middle) must report 0.5. The recomputation is a stand-in returning the sampled values minus those
offsets; the rectangle result is a stand-in whose summary stops the function after the first
two rows."""

from __future__ import annotations

import types

import numpy as np
import pytest

from toolkit.app import window


class _Stop(Exception):
    pass


def test_rectangle_row_is_the_largest_difference(monkeypatch):
    log_r = np.array([1.0, -2.0, 0.5])
    offsets = np.array([0.3, -0.5, 0.1])
    tab = {"context": np.zeros(3, dtype=np.int64), "log_r": log_r, "bound": np.full(3, 1.0),
           "certified": np.array([False, True, False])}
    for k in ("i", "j", "a", "a2", "b", "b2"):
        tab[k] = np.zeros(3, dtype=np.int64)
    monkeypatch.setattr(window, "window_rectangle_log_r", lambda L, ctx, *a, temperature: log_r - offsets)

    def stop():
        raise _Stop

    rect = types.SimpleNamespace(table=tab, summary=stop)
    rows = []
    real_row = window._row
    monkeypatch.setattr(window, "_row", lambda *a: rows.append(real_row(*a)) or rows[-1])
    with pytest.raises(_Stop):
        window._extra_rows(None, 1.0, 1e-9, np.zeros((1, 2), dtype=np.int64), rect, None, None, None, (), None)
    assert rows[0].name == "sampled rectangles: max |log R - exact|"
    assert rows[0].sampled.value == pytest.approx(0.5, rel=1e-12)
