"""prm19d (issue 30, second promise sweep): ``stationary_residual`` of a float32 random-scan
kernel is that of the exact chain (float64 conditionals from its logits), not of the stored
float32 table."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.stationary import stationary_residual
from toolkit.models import IndependentSites


def test_float32_kernel_residual_is_the_exact_chains():
    # independent sites: pi is the product of the site softmaxes (computed here in float64)
    h = np.array([[0.0, 0.3], [0.0, -1.1], [0.0, 0.7]])
    p = np.exp(h) / np.exp(h).sum(axis=1, keepdims=True)
    pi = np.einsum("a,b,c->abc", p[0], p[1], p[2]).ravel()
    K = glauber_kernel(IndependentSites(h), dtype=np.float32)
    assert stationary_residual(K, pi) < 1e-14
