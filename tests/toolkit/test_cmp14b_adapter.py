"""cmp14b (issue 30): toolkit.models.adapter._resolve_device rejects ``cuda:N`` unless ``N`` is
below the number of CUDA devices (devices are numbered 0..count-1): with one device,
``cuda:0`` is accepted and ``cuda:1`` is not. The CUDA queries are replaced so that the test
runs on a CPU-only machine.
"""

from __future__ import annotations

import pytest
import torch

from toolkit.exceptions import InvalidInputError
from toolkit.models.adapter import _resolve_device


def test_cuda_index_equal_to_the_device_count_is_rejected(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    assert _resolve_device("cuda:0") == torch.device("cuda:0")
    with pytest.raises(InvalidInputError, match=r"`device`='cuda:1' but only 1 CUDA device\(s\) exist"):
        _resolve_device("cuda:1")
