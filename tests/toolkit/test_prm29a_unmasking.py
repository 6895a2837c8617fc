"""prm29a: sample_remasking takes k = n (every masked site unmasked at once; documented
``k`` in 1..n), a boundary at equality (issue 30, twelfth sweep)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.unmasking import sample_remasking


def test_k_equal_to_n_is_accepted():
    # every site puts probability 1 - 1e-12 on token 1: whatever the order of unmasking, a
    # round that remasks all n = 3 sites ends at the all-ones state
    m = IndependentSites(np.log([[1e-12, 1.0]] * 3))
    x = sample_remasking(m, 5, r=3, k=3, rounds=1, rng=0, start=np.zeros((5, 3), dtype=int))
    assert x.tolist() == [[1, 1, 1]] * 5


def test_k_above_n_is_refused():
    m = IndependentSites(np.log([[0.5, 0.5]] * 3))
    with pytest.raises(InvalidInputError):
        sample_remasking(m, 2, r=3, k=4, rounds=1, rng=0)
