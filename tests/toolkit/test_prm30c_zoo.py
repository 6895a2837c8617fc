"""prm30c: load_model's refusal names every real model it loads (issue 30, thirteenth sweep:
a list that dropped an item)."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.zoo import REAL_MODEL_NAMES, load_model


@pytest.mark.parametrize("name", ["no-such-model", "potts"])
def test_refusal_lists_every_known_model(name):
    with pytest.raises(InvalidInputError) as e:
        load_model(name)
    for known in (*REAL_MODEL_NAMES, "hf:PATH"):
        assert known in str(e.value)
