"""harden10c (issue 30): toolkit.coupling.coupled_step's "ot" coupling goes through
token_order (module doc: the residuals are coupled "along a token order (``order``, or the
model's ``token_order``, else the token index)"), so an order that is not a permutation of
0..q-1 is refused with an error naming `order`, whether passed or the model's attribute."""

import numpy as np
import pytest

from toolkit.coupling import coupled_step
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def _pair():
    return np.zeros((2, 2), dtype=np.int64), np.ones((2, 2), dtype=np.int64)


def test_ot_step_refuses_an_order_that_is_not_a_permutation():
    m = IndependentSites(np.zeros((2, 3)))
    x, y = _pair()
    with pytest.raises(InvalidInputError, match="`order` must be a permutation of 0..2"):
        coupled_step(m, x, y, coupling="ot", order=[0, 0, 1], rng=0)


def test_ot_step_uses_the_models_token_order_attribute():
    m = IndependentSites(np.zeros((2, 3)))
    m.token_order = [2, 2, 0]          # not a permutation: token_order() must see and refuse it
    x, y = _pair()
    with pytest.raises(InvalidInputError, match="`order` must be a permutation"):
        coupled_step(m, x, y, coupling="ot", rng=0)
    m.token_order = [2, 0, 1]          # a permutation: accepted, one step of one site
    assert coupled_step(m, x, y, coupling="ot", rng=0) == 1
