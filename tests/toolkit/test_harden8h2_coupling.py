"""toolkit.coupling: damage spreading whose token equals the start token at a LATER chain
(harden8h2, issue 30).

Contract (damage_spreading's docstring and error): ``y`` is ``x`` with site ``site`` set to
``token``; the perturbation must change the state of EVERY pair, so a token equal to any
chain's start token there is refused, naming the token.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.coupling import damage_spreading
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts

MODEL = potts(2, 2, 1.0)


@pytest.mark.parametrize("starts", [
    [[0, 0], [0, 0], [1, 0]],   # the last chain holds token 1 at site 0
    [[1, 1], [0, 1], [0, 0]],   # the first one
    [[1, 0], [1, 1], [1, 0]],   # every one
])
def test_token_equal_to_some_start_is_refused(starts):
    with pytest.raises(InvalidInputError, match="`token` 1 equals the start token"):
        damage_spreading(MODEL, n_chains=3, n_steps=2, start=np.array(starts), site=0, token=1, rng=0)


def test_token_differing_everywhere_starts_one_apart():
    r = damage_spreading(MODEL, n_chains=3, n_steps=2, start=np.array([[0, 0], [0, 1], [0, 0]]), site=0, token=1,
                         rng=0)
    np.testing.assert_array_equal(r.distance[:, 0], [1, 1, 1])  # Hamming distance 1 at t = 0


def test_token_outside_the_vocabulary():
    with pytest.raises(InvalidInputError, match="`token` 2 is outside the vocabulary 0..1"):
        damage_spreading(MODEL, n_chains=2, n_steps=1, start=np.zeros((2, 2), dtype=int), site=1, token=2, rng=0)
