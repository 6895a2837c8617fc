"""Sweep 8 s2 (issue 30): toolkit.incompat.rectangle_test describes ``n_witnesses`` rectangles,
10 by default (its signature and docstring: "how many of the largest |log R| to describe"),
the worst of each site pair first (toolkit.results.witness_order), and all of them when fewer
exist; the first witness is the largest |log R| of the table."""

import numpy as np
import pytest

from toolkit.incompat import rectangle_test
from toolkit.models import random_pairwise


@pytest.fixture(scope="module")
def asymmetric():
    # an asymmetric pairwise model: its conditionals are incompatible, every |log R| > 0
    return random_pairwise(2, 6, 1.0, symmetric=False, rng=3)


def _contexts():
    return np.array([[0, 1, 0, 1, 1, 0], [1, 1, 0, 0, 1, 0], [0, 0, 0, 1, 0, 1]])


def test_ten_witnesses_by_default(asymmetric):
    res = rectangle_test(asymmetric, _contexts(), pairs="all", rng=0)
    assert res.n_rectangles > 11          # 15 site pairs x up to 3 contexts (q = 2: one rectangle each)
    assert len(res.witnesses) == 10
    # the worst of each site pair first: ten distinct pairs among 15
    assert len({(w.i, w.j) for w in res.witnesses}) == 10
    absr = np.abs(res.table["log_r"])
    assert abs(res.witnesses[0].log_r) == pytest.approx(absr.max())
    assert res.max_abs == pytest.approx(absr.max())


@pytest.mark.parametrize("k", [0, 1, 11, 12])
def test_n_witnesses_given(asymmetric, k):
    res = rectangle_test(asymmetric, _contexts(), pairs="all", n_witnesses=k, rng=0)
    assert len(res.witnesses) == min(k, res.n_rectangles)


def test_fewer_rectangles_than_witnesses(asymmetric):
    # adjacent pairs of 6 sites at one context: 5 rectangles, all of them described
    res = rectangle_test(asymmetric, _contexts()[:1], pairs="adjacent", rng=0)
    assert res.n_rectangles == 5 and len(res.witnesses) == 5
    assert sorted((w.i, w.j) for w in res.witnesses) == [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]
