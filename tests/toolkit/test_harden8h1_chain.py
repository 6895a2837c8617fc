"""toolkit.chain with float32 logits (harden8h1, issue 30): the tempered conditionals are formed in
float64 whatever the logits' dtype (the exact side's accuracy claims assume float64: relative
error ~1e-16 per entry), so float32 logits in give float64 probabilities out, equal to the
two-state closed form p_1 = 1 / (1 + e^{-l/T}) of the float32 logit taken exactly."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.chain import tempered_conditionals, tempered_log_conditionals


@pytest.mark.parametrize("T", [1.0, 0.3, 7.0])
def test_float32_logits_give_float64_conditionals(T):
    l32 = np.float32(math.log(3.0))
    p = tempered_conditionals(np.array([[0.0, l32]], dtype=np.float32), T)
    assert p.dtype == np.float64
    # the float32 logit, exactly, in float64 (each entry without cancellation)
    want = [1.0 / (1.0 + math.exp(float(l32) / T)), 1.0 / (1.0 + math.exp(-float(l32) / T))]
    np.testing.assert_allclose(p[0], want, rtol=1e-14)
    lp = tempered_log_conditionals(np.array([[0.0, l32]], dtype=np.float32), T)
    assert lp.dtype == np.float64
    np.testing.assert_allclose(lp[0], [-math.log1p(math.exp(float(l32) / T)), -math.log1p(math.exp(-float(l32) / T))],
                               rtol=1e-14)


def test_infinite_temperature_is_uniform_in_float64():
    lp = tempered_log_conditionals(np.zeros((2, 3), dtype=np.float32), math.inf)
    assert lp.dtype == np.float64 and np.all(lp == -math.log(3.0))
