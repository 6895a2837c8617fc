"""prm29c: checked_logits names a site equal to n, the first index out of range
(sites must be in 0..n-1), in its InvalidInputError (issue 30, class A)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.base import checked_logits


def test_site_equal_to_n_is_named():
    m = IndependentSites(np.zeros((3, 2)))
    x = np.zeros((2, 3), dtype=int)
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0\.\.2; got 3$"):
        checked_logits(m, x, np.array([0, 3]))
