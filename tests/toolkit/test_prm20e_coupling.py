"""prm20e (issue 30): the ``"ot"`` coupling with a token order draws each chain's residual token
from its own residual ``p - min(p, p')`` (the order only arranges the tokens): with a non-identity
order the draw must be mapped back from its rank to the token."""
from __future__ import annotations

import numpy as np

from toolkit.coupling import _coupled_site_update


def test_ot_residual_tokens_with_a_token_order():
    # p = (1/2, 1/2, 0), p' = (0, 1/2, 1/2): the overlap is token 1 (weight 1/2); the residuals are
    # token 0 for x and token 2 for y, so a pair that does not agree is (0, 2), whatever the order
    B = 400
    p = np.tile([0.5, 0.5, 0.0], (B, 1))
    p2 = np.tile([0.0, 0.5, 0.5], (B, 1))
    a, b = _coupled_site_update(p, p2, "ot", np.random.default_rng(0), np.array([2, 0, 1]))
    apart = a != b
    assert 100 < apart.sum() < 300  # about half (binomial 200 +- 10)
    assert set(a[apart].tolist()) == {0} and set(b[apart].tolist()) == {2}
    assert set(a[~apart].tolist()) == {1} and (b[~apart] == 1).all()
