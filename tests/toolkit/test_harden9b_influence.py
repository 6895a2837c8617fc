"""harden9b (issue 30): sampled influences need two sites (n = 1: no ``j != i``).

Documented error: "influence needs n >= 2 sites", naming n."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.influence import influence_estimates
from toolkit.models import IndependentSites


def test_one_site_refused():
    with pytest.raises(InvalidInputError, match=r"n >= 2 sites; got n=1"):
        influence_estimates(IndependentSites(np.zeros((1, 3))), np.array([[0], [2]]))


def test_two_sites_accepted():
    r = influence_estimates(IndependentSites(np.zeros((2, 3))), np.array([[0, 1]]))
    np.testing.assert_array_equal(r.R, np.zeros((2, 2)))   # independent sites: no influence
