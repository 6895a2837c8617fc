"""cmp15d: rectangle_test's `tokens` guard at the vocabulary's edges (0..q-1 allowed, -1 and q
refused with the documented InvalidInputError naming `tokens`) and site_pairs' random count
capped at the number of pairs."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.incompat import rectangle_test, site_pairs
from toolkit.models import potts


def _ctx(q=3, n=3):
    return np.zeros((1, n), dtype=np.int64)


def test_tokens_at_the_top_of_the_vocabulary_are_refused_exactly_from_q():
    m = potts(3, 3, 1.0)                                  # q = 3: tokens 0, 1, 2
    r = rectangle_test(m, _ctx(), tokens=[0, 2])          # q - 1 is inside the vocabulary
    assert r is not None
    with pytest.raises(InvalidInputError, match=r"`tokens` holds a token outside the vocabulary 0\.\.2"):
        rectangle_test(m, _ctx(), tokens=[0, 3])          # q itself is outside


def test_a_negative_token_is_refused_even_beside_valid_ones():
    m = potts(3, 3, 1.0)
    with pytest.raises(InvalidInputError, match=r"`tokens` holds a token outside the vocabulary 0\.\.2"):
        rectangle_test(m, _ctx(), tokens=[-1, 1])


def test_random_pairs_never_more_than_exist():
    # n = 2 has one pair; the default count min(n, total) = 1 and a larger n_pairs is capped at it
    assert site_pairs(2, "random", rng=0).tolist() == [[0, 1]]
    assert sorted(map(tuple, site_pairs(4, "random", n_pairs=10, rng=0).tolist())) == \
        [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
