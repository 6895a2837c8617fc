"""prm18c promise sweep: toolkit.app.window (the tabulated copy of a window keeps its words)."""

from __future__ import annotations

import numpy as np

from exact import site_logits
from toolkit.app.window import tabulated
from toolkit.models import IndependentSites


def test_tabulated_keeps_the_tokens():
    m = IndependentSites(np.array([[0.0, 1.0], [2.0, 0.0]]))
    m.tokens = ["yes", "no"]
    L = site_logits(m)
    assert tuple(L.tokens) == ("yes", "no")
    t = tabulated(L)
    assert list(t.tokens) == ["yes", "no"]
