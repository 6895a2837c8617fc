"""prm25a: the dense-memory refusal of make_model names the size it refuses: masked-chain by its
template length L, the other toy families by n."""

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.registry import make_model


def test_memory_refusal_names_L_for_masked_chain():
    with pytest.raises(MemoryLimitError, match=r"\(L=4000, q=20\).*lower the template length"):
        make_model("masked-chain", q=20, length=4000, max_memory="1MB")
