"""prm28e (eleventh sweep, issue 30): contraction_constants refuses an L whose shape is not R's
even when R alone is square (the third of its three shape conditions)."""
import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.theory import contraction_constants


def test_l_of_another_shape_refused():
    R = np.array([[0.0, 0.5], [0.25, 0.0]])
    L = np.zeros((3, 3))
    with pytest.raises(InvalidInputError, match="one shape"):
        contraction_constants(R, L)
