"""prm24a: arguments of ``exact.rectangles`` that no test passed off their default
(``benchmarks/results/default-only-args-2026-12-06.md``): ``RectangleTable.of(n_witnesses=)``,
``RectangleTable.worst(certified_only=)``, ``all_rectangles(max_states=)`` and
``rectangle_summary(max_states=)``.

Counts by hand: q = 2, n = 3 has 3 site pairs x 2 states of the third site x 1 x 1 token pairs
= 6 rectangles. A Potts model is compatible (every log R = 0 up to rounding, none certified); the
skew random-pairwise model has certified ones."""

from __future__ import annotations

import pytest

from exact.rectangles import RectangleTable, all_rectangles, rectangle_summary
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts
from toolkit.models.toy import random_pairwise


def test_of_n_witnesses():
    t = all_rectangles(random_pairwise(2, 3, 1.0, symmetric=False, rng=1))
    assert len(t) == 6 and t.n_certified == 6
    again = RectangleTable.of(q=t.q, n=t.n, temperature=t.temperature, logit_error=t.logit_error, tokens=t.tokens,
                              cols=t._cols(), n_witnesses=2)
    assert len(again.witnesses) == 2
    assert len(t.witnesses) == 5                  # the default: 5 of the 6


def test_worst_certified_only_false_lists_uncertified_rectangles():
    t = all_rectangles(potts(2, 3, 1.0))
    assert len(t) == 6 and t.n_certified == 0
    assert t.worst(3) == ()
    assert len(t.worst(3, certified_only=False)) == 3


def test_all_rectangles_max_states():
    with pytest.raises(StateSpaceTooLargeError):
        all_rectangles(potts(2, 3, 1.0), max_states=4)       # 2**3 = 8 states


def test_rectangle_summary_max_states():
    with pytest.raises(StateSpaceTooLargeError):
        rectangle_summary(potts(2, 3, 1.0), max_states=4)
