"""prm25a: start_pairs(starts='all') counts the unordered pairs N(N-1)/2 against max_pairs
(q = 2, n = 3: N = 8 states, 28 pairs)."""

import pytest

from toolkit.coupling import start_pairs
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_all_pairs_guard_counts_unordered_pairs():
    m = potts(2, 3, 1.0)
    X, Y = start_pairs(m, "all", max_pairs=28, rng=0)
    assert len(X) == 28
    with pytest.raises(InvalidInputError, match="needs 28 pairs"):
        start_pairs(m, "all", max_pairs=27, rng=0)
