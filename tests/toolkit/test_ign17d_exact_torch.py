"""toolkit.exact_torch: ``TorchKernel.from_pairwise(device=...)`` builds the kernel on that device (ign17d).

The docstring: the logits are "built on the device at every product". On a machine without a GPU
the one device other than the CPU is torch's ``meta`` device (shapes, no data), which is enough to
see where the tensors live."""

import pytest

from toolkit.exact_torch import TorchKernel
from toolkit.models import potts

torch = pytest.importorskip("torch")


def test_from_pairwise_builds_on_the_device_asked_for():
    K = TorchKernel.from_pairwise(potts(2, 3, 1.0), device="meta")
    assert K.device.type == "meta"
    s = K.site(1)
    assert s.device.type == "meta" and tuple(s.shape) == (2, 2, 2)     # (q**i, q, q**(n-1-i))
    assert TorchKernel.from_pairwise(potts(2, 3, 1.0)).device.type == "cpu"
