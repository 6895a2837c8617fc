"""prm23a: the ``planted-margin`` family hands its ``scale`` (the standard deviation of the
random logits) on to :func:`toolkit.models.basins.planted_margin`; tested before only at the
default 1.0, which is planted_margin's own default too. With ``scale = 0`` nothing random is
left (by hand): at the constant states' contexts the planted token beats the other by exactly
``gamma = 2`` (the default margin), every other context has equal logits."""

import itertools

import numpy as np

from toolkit.models.families import TOY_MODELS


def _logit_spreads(model):
    q, n = model.vocab_size, model.length
    X = np.array(list(itertools.product(range(q), repeat=n)))
    spreads = [np.ptp(np.asarray(model.logits(X, np.full(len(X), i)), dtype=float), axis=1) for i in range(n)]
    return np.concatenate(spreads)


def test_scale_zero_leaves_only_the_planted_margin():
    m = TOY_MODELS["planted-margin"](q=2, n=3, scale=0.0, seed=0)
    assert set(np.round(_logit_spreads(m), 12).tolist()) == {0.0, 2.0}


def test_scale_one_draws_random_logits():
    m = TOY_MODELS["planted-margin"](q=2, n=3, scale=1.0, seed=0)
    assert len(set(np.round(_logit_spreads(m), 12).tolist())) > 2
