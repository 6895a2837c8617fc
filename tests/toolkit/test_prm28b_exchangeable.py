"""prm28b: count_logits refuses counts of the wrong width even when their rank is right (the
shape check's two conditions, rank and width, differ here)."""
import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import (
    MeanFieldPotts,
    exchangeable,  # noqa: F401  (names the module for its targeted tests)
)


def test_counts_of_the_wrong_width_are_refused_by_the_shape_check():
    m = MeanFieldPotts(3, 4, 1.0)               # q = 3, n = 4: counts of the other 3 sites, width 3
    assert m.count_logits(np.array([[1, 1, 1]])).shape == (1, 3)
    with pytest.raises(InvalidInputError, match=r"must have shape \(B, 3\)"):
        m.count_logits(np.array([[2, 1]]))      # rank 2, width 2
    with pytest.raises(InvalidInputError, match=r"must have shape \(B, 3\)"):
        m.count_logits(np.zeros((1, 3, 3), dtype=int))   # axis 1 has length 3 = q, but rank 3
