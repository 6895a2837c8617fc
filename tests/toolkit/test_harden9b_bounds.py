"""harden9b (issue 30): ``MixingBounds.ratio`` when the lower bound is 0.

Independent sites with zero logits at T = 1: one update of a site draws it uniformly, so
the coupled pairs meet fast and no sampled ``d(t)`` lower bound exceeds eps: ``t_lower = 0``
(uninformative). ``ratio`` is ``inf`` then (docstring: "inf when either side is uninformative")."""

from __future__ import annotations

import math

import numpy as np

from toolkit.bounds import mixing_bounds
from toolkit.models import IndependentSites


def test_ratio_infinite_at_zero_lower_bound():
    b = mixing_bounds(IndependentSites(np.zeros((2, 2))), temperature=1.0, rng=0)
    assert b.t_lower == 0 and math.isfinite(b.t_upper)
    assert b.ratio == math.inf
