"""prm18c promise sweep: toolkit.app.study (the metastability table, the influence memo)."""

from __future__ import annotations

import numpy as np

from toolkit.app.study import Budget, _influence, _metastability
from toolkit.models import IndependentSites, potts


def test_sites_changed_are_counted_against_the_sequence():
    # a toy's sequence is the all-0 state (_start); every site prefers token 1 by 2 nats, so the
    # zero-temperature sweeps take it to x* = (1, 1, 1): 3 sites changed vs the sequence
    model = IndependentSites(np.array([[0.0, 2.0]] * 3))
    s = _metastability(model, [1.0], Budget(20.0, 1e-4, 1e-5), np.random.default_rng(0))
    table = next(t for t in s.text if t.startswith("| # | reached from |"))
    first = table.split("\n")[2]
    assert first.startswith("| 0 | sequence | 2 | 3 |"), table


class _Counting:
    """``model`` counting the rows its logits are asked for."""

    def __init__(self, model):
        self.model, self.vocab_size, self.length, self.rows = model, model.vocab_size, model.length, 0

    def logits(self, x, sites):
        self.rows += len(x)
        return self.model.logits(x, sites)


def test_influence_at_more_temperatures_costs_no_more_model_rows():
    # "the same replacement tokens at every T: the memo answers them" (q = 5: 3 random
    # replacement tokens per site); the later temperatures query only states already seen
    budget = Budget(100.0, 1e-4, 1e-6)
    one = _Counting(potts(5, 3, 1.0))
    _influence(one, [1.0], budget, np.random.default_rng(7))
    three = _Counting(potts(5, 3, 1.0))
    s = _influence(three, [1.0, 2.0, 0.5], budget, np.random.default_rng(7))
    assert s.data["replacements"] == 3 and one.rows > 0
    assert three.rows == one.rows
