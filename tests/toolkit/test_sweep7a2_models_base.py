"""Sweep 7, group a2 (issue 30): toolkit.models.base.checked_logits refuses any non-finite logit.

One NaN (or +-inf) among finite logits is enough (not only an all-non-finite row), and the error
names the first offending row's site and state; all-finite logits pass unchanged."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import NonFiniteLogitsError
from toolkit.models.base import checked_logits


class Planted:
    """q = 3, n = 2; logits 0, 1, 2 everywhere except the planted entries."""

    vocab_size, length = 3, 2

    def __init__(self, bad: dict):
        self.bad = bad  # (state tuple, site) -> (token, value)

    def logits(self, x, sites):
        out = np.tile(np.arange(3.0), (len(x), 1))
        for b, (s, site) in enumerate(zip(map(tuple, x), sites, strict=True)):
            if (s, int(site)) in self.bad:
                tok, v = self.bad[(s, int(site))]
                out[b, tok] = v
        return out


X = np.array([[0, 0], [1, 2], [2, 1]])
SITES = np.array([0, 1, 0])


@pytest.mark.parametrize("value", [np.nan, np.inf, -np.inf])
def test_one_non_finite_entry_among_finite_ones_is_refused(value):
    m = Planted({((1, 2), 1): (2, value)})
    with pytest.raises(NonFiniteLogitsError) as e:
        checked_logits(m, X, SITES)
    assert e.value.site == 1 and e.value.state == (1, 2)


def test_the_first_offending_row_is_named():
    m = Planted({((2, 1), 0): (0, np.nan), ((1, 2), 1): (1, np.nan)})
    with pytest.raises(NonFiniteLogitsError) as e:
        checked_logits(m, X, SITES)
    assert e.value.site == 1 and e.value.state == (1, 2)     # row 1 comes before row 2


def test_a_whole_non_finite_row_is_refused_and_finite_logits_pass():
    class AllNan(Planted):
        def logits(self, x, sites):
            out = super().logits(x, sites)
            out[0, :] = np.nan
            return out

    with pytest.raises(NonFiniteLogitsError) as e:
        checked_logits(AllNan({}), X, SITES)
    assert e.value.site == 0 and e.value.state == (0, 0)
    out = checked_logits(Planted({}), X, SITES)
    np.testing.assert_array_equal(out, np.tile(np.arange(3.0), (3, 1)))


@pytest.mark.parametrize("sites", [[0, 2, 0], [-1, 0, 1], [0, 1]])
def test_sites_outside_0_to_n_minus_1_or_miscounted_are_refused(sites):
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match="`sites`"):
        checked_logits(Planted({}), X, np.array(sites))


def test_the_edge_sites_are_accepted_and_the_shape_is_checked():
    from toolkit.exceptions import InvalidInputError

    assert checked_logits(Planted({}), X, np.array([1, 1, 0])).shape == (3, 3)   # n - 1 = 1 is a site

    class Short(Planted):
        def logits(self, x, sites):
            return super().logits(x, sites)[:, :2]

    with pytest.raises(InvalidInputError, match="shape"):
        checked_logits(Short({}), X, SITES)
