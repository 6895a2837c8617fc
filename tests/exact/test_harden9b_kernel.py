"""harden9b (issue 30): float32 kernels.

``site_conditionals64`` docstring: the float64 numbers a float64 kernel stores, also for a
float32 kernel; ``underflows`` judges against the kernel's own dtype (``min_log_conditional``
docstring: below -708.4 in float64, -87.3 in float32)."""

from __future__ import annotations

import numpy as np

from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites, potts


def test_site_conditionals64_of_float32_kernel():
    model = potts(3, 3, 1.0)
    K64 = glauber_kernel(model, temperature=0.7)
    K32 = glauber_kernel(model, temperature=0.7, dtype=np.float32)
    for i in range(3):
        got = K32.site_conditionals64(i)
        assert got.dtype == np.float64
        np.testing.assert_allclose(got, K64.site_conditionals(i), rtol=1e-14, atol=0)


def test_underflow_floor_follows_dtype():
    # one site, logits (0, -100): log p(1) = -100 - log(1 + e^-100) ~ -100, below float32's
    # log(tiny) = -87.3 (+ log n = 0) but far above float64's -708.4
    m = IndependentSites(np.array([[0.0, -100.0]]))
    assert glauber_kernel(m, dtype=np.float32).underflows
    assert not glauber_kernel(m).underflows
