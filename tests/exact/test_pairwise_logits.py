"""Pairwise logits built on the fly (:mod:`exact.pairwise_logits`) against the stored table that
:func:`exact.logits.site_logits` enumerates from ``model.logits`` itself (the reference: one
call of the model per context, no coupling block placed by hand), on models whose couplings are
*not* symmetric (``J[i, j] != J[j, i].T``, and a one-way coupling ``J[0, 2] != 0 = J[2, 0]``),
where a transposed block or a block read from the wrong side changes the numbers."""

from __future__ import annotations

import numpy as np
import pytest

from exact.logits import site_logits
from exact.pairwise_logits import PairwiseLogits
from toolkit.models import Pairwise, random_pairwise


def _one_way(q: int = 3, n: int = 4) -> Pairwise:
    rng = np.random.default_rng(11)
    J = np.zeros((n, n, q, q))
    J[0, 2] = rng.normal(size=(q, q))    # site 0 reads site 2; site 2 does not read site 0
    J[1, 3] = rng.normal(size=(q, q))
    J[3, 1] = rng.normal(size=(q, q))    # not J[1, 3].T
    return Pairwise(rng.normal(size=(n, q)), J)


MODELS = [pytest.param(random_pairwise(3, 4, 1.0, rng=2), id="asymmetric"), pytest.param(_one_way(), id="one-way"),
          pytest.param(random_pairwise(2, 5, 1.5, rng=4), id="asymmetric-q2")]


@pytest.mark.parametrize("model", MODELS)
def test_on_the_fly_table_equals_the_models_own_logits(model):
    stored = site_logits(model)
    fly = PairwiseLogits(model)
    for i in range(model.length):
        np.testing.assert_allclose(fly.site(i), stored.site(i), rtol=1e-14, atol=1e-14)
    np.testing.assert_allclose(fly.values, stored.values, rtol=1e-14, atol=1e-14)


@pytest.mark.parametrize("model", MODELS)
def test_site_zero_right_is_the_table_with_the_later_sites_at_token_0(model):
    stored = site_logits(model)
    fly = PairwiseLogits(model)
    for i in range(model.length):
        np.testing.assert_allclose(fly.site_zero_right(i), stored.site(i)[:, :, 0], rtol=1e-14, atol=1e-14)


def test_one_way_coupling_is_a_neighbour_of_the_reading_site_only():
    fly = PairwiseLogits(_one_way())
    assert fly.neighbours == [[2], [3], [], [1]]
