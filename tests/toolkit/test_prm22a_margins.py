"""prm22a (fifth sweep, issue 30): toolkit._margins keeps the caller's float dtype (module
docstring of ``_floats``: "float32 stays float32, so a margin is one rounding of one
difference whatever the caller's dtype"); only integers become float64. The tests' logits were
float64, where promoting every float to float64 changes nothing."""

from __future__ import annotations

import numpy as np

from toolkit._margins import deficits, margins


def test_float32_margins_are_float32_differences():
    z = np.array([[1.0, 1e-8, 0.5]], dtype=np.float32)
    m = margins(z)
    assert m.dtype == np.float32
    # by hand: margin(0) = fl32(1 - 0.5); margin(1) = fl32(fl32(1e-8) - 1) = -1 in float32
    # (in float64 it would be -0.99999999); margin(2) = fl32(0.5 - 1)
    assert m.tolist() == [[0.5, -1.0, -0.5]]
    assert deficits(z[0]).dtype == np.float32


def test_integers_become_float64():
    assert margins(np.array([3, 0, 1])).dtype == np.float64
