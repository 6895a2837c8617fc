"""prm20e (issue 30): ``load_model`` passes ``num_threads`` on to the adapter (None: leave torch's
thread count alone)."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models.zoo import load_model  # noqa: E402


def test_num_threads_reaches_the_adapter():
    m = load_model("tiny-en", tokens=["the", "lord", "god"], n=2, num_threads=None)
    assert m.num_threads is None
