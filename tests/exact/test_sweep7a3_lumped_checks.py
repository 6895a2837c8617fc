"""Automatic sweep 7 (issue 30, branch sweep7a3): exact.lumped_checks.

Survivor of ``scripts/automut.py --seed 2026120371``: ``count_rectangles`` refused a model
with exactly ``MAX_COUNT_RECTANGLES`` count rectangles (``>=`` for ``>``; the message says
"above"). The count is by hand: contexts are the count vectors of the other ``n - 2`` sites,
``C(n - 2 + q - 1, q - 1)`` of them, times ``C(q, 2)^2`` token pairs at the two sites. The
limit is moved onto that count (and one below) so the boundary is reached on a small model.
"""

from __future__ import annotations

import math

import pytest

import exact.lumped_checks as lc
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import MeanFieldPotts


@pytest.mark.parametrize("q, n", [(3, 4), (2, 5), (3, 2)])
def test_exactly_the_limit_is_accepted_and_one_more_refused(q, n, monkeypatch):
    count = math.comb(n - 2 + q - 1, q - 1) * math.comb(q, 2) ** 2  # (3, 4): 6 * 9 = 54; (2, 5): 4; (3, 2): 9
    m = MeanFieldPotts(q, n, 0.7)
    monkeypatch.setattr(lc, "MAX_COUNT_RECTANGLES", count)
    lc.count_rectangles(m, n_witnesses=1)  # at the limit: computed
    monkeypatch.setattr(lc, "MAX_COUNT_RECTANGLES", count - 1)
    with pytest.raises(InvalidInputError, match=rf"the model has {count} count rectangles, above {count - 1}"):
        lc.count_rectangles(m, n_witnesses=1)


def test_one_site_has_no_rectangle():
    with pytest.raises(InvalidInputError, match="rectangles need a model with n >= 2 sites; got n=1"):
        lc.count_rectangles(MeanFieldPotts(3, 1, 0.7))
