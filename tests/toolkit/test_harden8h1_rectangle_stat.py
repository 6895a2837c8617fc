"""toolkit._rectangle with float32 logits (harden8h1, issue 30): the certificate's rounding term is
that of float64 additions (u = 2**-53, Higham's gamma_7), so log R and its bound are formed in
float64 whatever dtype the logits come in, and come out as float64. By hand: 2**25 - 1 is exact in
float64 but not in float32 (24-bit significand: it rounds to 2**25); |t| summed in float32 rounds
2**25 + 1 down to 2**25."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit._rectangle import ARITH, bound, log_r


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int64])
def test_log_r_is_formed_in_float64(dtype):
    t = np.array([2.0**25, 1.0, 0.0, 0.0], dtype=dtype)
    u = np.zeros(4, dtype=dtype)
    r = log_r(t, u)
    assert r.dtype == np.float64 and float(r) == 2.0**25 - 1


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_bound_is_formed_in_float64(dtype):
    t = np.array([2.0**25, 1.0, 0.0, 0.0], dtype=dtype)
    u = np.zeros(4, dtype=dtype)
    b = bound(t, u, np.float32(0.0), 0.0)
    assert b.dtype == np.float64 and float(b) == ARITH * (2.0**25 + 1)

