"""prm19c promise sweep (issue 30): toolkit.app.report.reference's per-case rows (``holds`` is
``|difference| <= tol``, so an exact integer case at tol 0 holds) and ``_product_law``'s state
order (site 0 most significant)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section


def test_rows_hold_at_equality():
    s = Section("reference", "test")
    chk = ref._Agreement(s)
    cases = ref._Cases()
    cases.add(7, 7, "exact")
    cases.add(1.0 + 1e-3, 1.0, "at tol")     # |difference| = 1e-3 (binary: the same double both sides)
    chk.check("integers", cases, tol=abs((1.0 + 1e-3) - 1.0), why="test")
    assert [r["holds"] for r in chk.rows] == [True, True]
    assert s.claims[-1].holds is True


def test_product_law_site_zero_most_significant():
    # site 0: logits (0, 1) -> (a, b) = (1, e)/(1 + e); site 1: uniform. States 00, 01, 10, 11.
    a, b = 1 / (1 + math.e), math.e / (1 + math.e)
    law = ref._product_law(np.array([[0.0, 1.0], [0.0, 0.0]]), 1.0)
    assert law == pytest.approx([a / 2, a / 2, b / 2, b / 2], abs=1e-15)
