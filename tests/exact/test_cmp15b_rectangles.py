"""cmp15b: ``exact.rectangles`` places no test reached.

- ``sites`` is "an iterable of sites, or of ``(i, j)`` pairs" (:func:`all_rectangles`): a list
  that mixes the two is neither and is refused as such (by the pairs' check, naming the
  scalar), not read as a list of site indices.
- :func:`reference_rectangles` returns as ``witness`` "the first certified rectangle". A
  hand-built table (``q = 2``, ``n = 3``, all logits 0 but ``l_0(1; x_1 = 1, x_2 = 1) = 1``)
  has, for the pair ``(0, 1)``, an uncertified rectangle at ``x_2 = 0`` (all zero) followed by
  a certified one at ``x_2 = 1``: ``log R = l_0(1;1,1) - l_0(0;1,1) - l_0(1;0,1) + l_0(0;0,1) = 1``
  (site 1's logits all 0), bound ``gamma_7 * 1`` (declared errors 0). Its context with tokens 0
  at sites 0 and 1 is the state ``(0, 0, 1)``, index 1.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.logits import SiteLogits
from exact.rectangles import all_rectangles, reference_rectangles
from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_sites_mixing_indices_and_pairs_is_refused_as_such():
    with pytest.raises(InvalidInputError, match=r"site indices or \(i, j\) pairs; got 0"):
        all_rectangles(potts(2, 3, 0.5), sites=[0, (1, 2)])


def test_reference_rectangles_witness_is_the_first_certified():
    q, n = 2, 3
    values = np.zeros((n, q**n))
    values[0, 7] = 1.0  # state (1, 1, 1) (index x0*4 + x1*2 + x2): l_0(1; x_1 = 1, x_2 = 1) = 1
    L = SiteLogits(values, StateSpace(q, n), error=np.zeros(n), error_source="exact")
    checked, certified, ratio, w = reference_rectangles(L)
    assert certified >= 1
    i, j, state, a, b, lr, bd = w
    assert (i, j, state, a, b) == (0, 1, 1, 1, 1)
    assert lr == pytest.approx(1.0, rel=1e-15)
    assert abs(lr) > bd  # certified (toolkit._rectangle.certified)
