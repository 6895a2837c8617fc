"""Sweep 7, group a4 (issue 30): toolkit.models.families' random families are seeded with 0 by
default (``seed=0``: the command line's default model is reproducible and the same as
``--seed 0``): for every builder with a ``seed`` keyword, the default model's logits are those
of ``seed=0`` and differ from ``seed=1`` (so the seed does reach the draw)."""

import inspect
import itertools

import numpy as np
import pytest

from toolkit.models.families import TOY_MODELS

SEEDED = sorted(name for name, f in TOY_MODELS.items() if "seed" in inspect.signature(f).parameters)


def _logits(m):
    X = np.array(list(itertools.product(range(m.vocab_size), repeat=m.length)))[::7]
    return np.stack([np.asarray(m.logits(X, np.full(len(X), i)), dtype=float) for i in range(m.length)])


def test_the_seeded_families():
    for name in ("random-pairwise", "asymmetric-pairwise", "symmetric-pairwise", "random-table", "random-joint",
                 "planted-margin", "exchangeable-table"):
        assert name in SEEDED


@pytest.mark.parametrize("name", SEEDED)
def test_default_seed_is_zero(name):
    f = TOY_MODELS[name]
    assert inspect.signature(f).parameters["seed"].default == 0
    kw = {"n": 4} if "n" in inspect.signature(f).parameters else {}
    default, zero, one = _logits(f(**kw)), _logits(f(seed=0, **kw)), _logits(f(seed=1, **kw))
    np.testing.assert_array_equal(default, zero)
    if name not in ("nn-chain", "masked-curie-weiss", "masked-mean-field-potts"):  # nothing drawn at defaults
        assert not np.array_equal(default, one)
