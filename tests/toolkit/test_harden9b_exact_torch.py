"""harden9b (issue 30): the torch engine's dtypes.

``TorchKernel.from_kernel`` docstring: float64 copies of a float32 kernel use
``site_conditionals64`` (the numbers a float64 kernel stores, not the float32 table
widened); ``dtype`` takes float32/float64 as strings, numpy types or torch dtypes."""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.models import potts

torch = pytest.importorskip("torch")
et = pytest.importorskip("toolkit.exact_torch")


def test_float64_copy_of_a_float32_kernel_has_float64_digits():
    model = potts(3, 3, 1.0)
    K64 = glauber_kernel(model, temperature=0.7)
    K32 = glauber_kernel(model, temperature=0.7, dtype=np.float32)
    TK = et.TorchKernel.from_kernel(K32, dtype="float64")
    for i in range(3):
        got = TK.site(i).numpy()
        assert got.dtype == np.float64
        np.testing.assert_allclose(got, K64.site_conditionals(i), rtol=1e-14, atol=0)


def test_numpy_float32_type_accepted():
    K = glauber_kernel(potts(2, 3, 1.0))
    assert et.TorchKernel.from_kernel(K, dtype=np.float32).dtype == torch.float32
    assert et.TorchKernel.from_kernel(K, dtype=np.float64).dtype == torch.float64
