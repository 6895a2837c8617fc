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


def test_extremes_start_pairs_are_a_subset_without_repeats():
    # start_pairs doc: "extremes" = constant sequences a^n vs b^n for all a < b, at most
    # n_pairs of them drawn at random when q is large: a subset of the 190 pairs (q = 20), so
    # 150 of them are 150 different pairs (with replacement, 150 draws of 190 would repeat
    # one with probability 1 - 190!/(40! 190^150), about 1 - 2e-38)
    from toolkit.coupling import start_pairs

    m = IndependentSites(np.zeros((3, 20)))
    xs, ys = start_pairs(m, "extremes", n_pairs=150, rng=5)
    assert xs.shape == ys.shape == (150, 3)
    a, b = xs[:, 0], ys[:, 0]
    assert (xs == a[:, None]).all() and (ys == b[:, None]).all() and (a < b).all()
    assert len(set(zip(a.tolist(), b.tolist(), strict=True))) == 150
