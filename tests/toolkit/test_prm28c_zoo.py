"""prm28c (issue 30): load_model accepts an ``hf:PATH`` name past the real-model-name check
(both conditions of the check: not a known name AND not an hf: name); an empty path is then
refused with its own message, not as an unknown model."""
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.zoo import load_model


def test_hf_name_reaches_its_own_branch():
    with pytest.raises(InvalidInputError, match=r"needs a path or id after 'hf:'"):
        load_model("hf:", tokens=["a", "b"], n=2)
