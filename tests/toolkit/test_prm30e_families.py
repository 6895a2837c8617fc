"""prm30e: every masked toy family that toolkit.models.masked_toy documents as a registry name
is in TOY_MODELS and builds through make_model (issue 30, thirteenth sweep: a list missing an
inner item)."""

import numpy as np
import pytest

from toolkit.app.phase import MASKED_TOYS
from toolkit.models import make_model
from toolkit.models.families import TOY_MODELS
from toolkit.models.masked_toy import (
    masked_chain,
    masked_curie_weiss,
    masked_independent,
    masked_mean_field_potts,
)

# the registry names of toolkit/models/masked_toy.py's docstring, each with its builder
DOCUMENTED = {"masked-independent": masked_independent, "masked-chain": masked_chain,
              "masked-mean-field-potts": masked_mean_field_potts, "masked-curie-weiss": masked_curie_weiss}


def test_documented_masked_toys_are_toy_families():
    assert set(MASKED_TOYS) == set(DOCUMENTED)
    for name, builder in DOCUMENTED.items():
        assert TOY_MODELS.get(name) is builder, name


@pytest.mark.parametrize("name", sorted(DOCUMENTED))
def test_make_model_builds_each_masked_toy(name):
    kw = {"n": 2, "length": 4}
    m = make_model(name, **kw)
    ref = DOCUMENTED[name](**kw)
    assert (m.vocab_size, m.length) == (ref.vocab_size, ref.length) == (ref.vocab_size, 2)
    x = np.zeros((1, 2), dtype=np.int64)
    np.testing.assert_array_equal(m.logits(x, np.array([1])), ref.logits(x, np.array([1])))
