"""harden9b (issue 30): the escape claim of a model without a strict fixed point (empty input).

Independent sites with zero logits: every token ties, no state has a positive margin, so
there is no strict argmax fixed point and no escape bound to hold: ``to_dict`` says None
(undecided), not True by an empty ``all``."""

from __future__ import annotations

import numpy as np

from exact.markov import ExactChain
from toolkit.models import IndependentSites


def test_escape_bound_undecided_without_fixed_points():
    r = ExactChain(IndependentSites(np.zeros((2, 2))), temperature=1.0).check()
    d = r.to_dict()["escape_bound"]
    assert r.n_fixed_points == 0 and d["n_fixed_points"] == 0
    assert d["holds"] is None and d["min_log_slack"] is None
