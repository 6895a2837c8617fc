"""toolkit.models.registry.make_model's memory guard sees masked-chain's coupling array: the chain is
built on the whole template of L sites, so J has L * L * q * q float64 entries whatever the number n
of free sites (prm22e's finding: the guard had no entry for the masked toys).

Hand values: L = 5000, q = 20 gives 8 * 5000^2 * 20^2 = 8.0e10 bytes = 74.5 GiB, above the default
8 GiB; L = 32 gives 3.3 MB. A template given as a text of 3000 tokens counts its tokens."""

from __future__ import annotations

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.registry import dense_array_bytes, make_model


def test_masked_chain_template_is_guarded():
    with pytest.raises(MemoryLimitError, match=r"\(L=5000, q=20\).*74\.5 GiB"):
        make_model("masked-chain", q=20, n=4, length=5000)
    with pytest.raises(MemoryLimitError, match=r"L=3000"):
        make_model("masked-chain", q=20, n=4, text=list(range(3000)))
    assert make_model("masked-chain", q=20, n=8, length=32).length == 8
    assert 10 ** dense_array_bytes("masked-chain", 20, 32)[0] == pytest.approx(8 * 32**2 * 20**2)


def test_guard_follows_max_memory():
    # 8 * 600^2 * 20^2 = 1.15e9 bytes: refused under a 1 GB limit (under the default 8 GiB it is built)
    with pytest.raises(MemoryLimitError):
        make_model("masked-chain", q=20, n=4, length=600, max_memory="1GB")
