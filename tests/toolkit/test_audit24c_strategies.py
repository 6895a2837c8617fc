"""Audit 24c: the repair of ``toolkit.strategies.random_tables`` moves the logit of the drawn
rectangle's corner ``(a, b)`` at site ``i``, so that rectangle's ``log R`` shifts by exactly
``2 min_asymmetry`` in the direction of its sign (the docstrings of ``asymmetric_pairwise`` and
``random_tables``), not some other entry of the table."""

import numpy as np
from hypothesis import find

import toolkit.strategies as strategies


def _log_r(model, i, j, x, a, a2, b, b2):
    """``log R`` of the rectangle, by hand from the logits: ``l_i(a|b) - l_i(a2|b) - l_i(a|b2) +
    l_i(a2|b2) - [l_j(b|a) - l_j(b2|a) - l_j(b|a2) + l_j(b2|a2)]``."""
    def logit(site, u, v, tok):
        y = np.array(x)
        y[i], y[j] = u, v
        return float(model.logits(y[None], np.array([site]))[0, tok])

    li = logit(i, a, b, a) - logit(i, a2, b, a2) - logit(i, a, b2, a) + logit(i, a2, b2, a2)
    lj = logit(j, a, b, b) - logit(j, a, b2, b2) - logit(j, a2, b, b) + logit(j, a2, b2, b2)
    return li - lj


def test_random_tables_repair_shifts_the_drawn_rectangle_up(monkeypatch):
    # an all-zero table: every log R is 0 < min_asymmetry, so the drawn rectangle is repaired; r = 0 >= 0
    # moves the entry t[i, context of (a at i, b at j), a] by +2 m, which shifts that rectangle's log R by +2 m
    monkeypatch.setattr(strategies, "_array", lambda draw, shape, scale: np.zeros(shape))
    rect = (0, 1, np.array([0, 0, 0], dtype=np.int64), 0, 1, 0, 1)
    monkeypatch.setattr(strategies, "_rectangle_choice", lambda draw, q, n: rect)
    m = 0.5
    model = find(strategies.random_tables(q=(2, 2), n=(3, 3), min_asymmetry=m), lambda _: True)
    assert _log_r(model, *rect) == 2 * m
    # exactly one entry of the table moved, by 2 m
    t = np.asarray(model.table)
    assert np.count_nonzero(t) == 1 and float(np.abs(t).max()) == 2 * m
