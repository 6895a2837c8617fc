"""exact._lowrank_tmix._sketch: ``e`` is the largest row residual (ops13a, issue 30).

``_sketch`` docstring: ``e = ||W - Q B||_inf``, the largest absolute row sum of the residual
(the module docstring's error bound rests on it). A full-rank ``100 x 100`` ``W`` is not
captured by the 72-column sketch, so ``e > 0``; its last row is zero, so ``Q``'s last row is
zero (``W Omega`` has a zero last row) and so is the residual's last row: the last row's
value is 0, not the norm."""

from __future__ import annotations

import numpy as np
import pytest

from exact._lowrank_tmix import LOWRANK_OVERSAMPLE, LOWRANK_RANK, _sketch


def test_sketch_residual_is_the_inf_norm():
    N = 100
    assert N > LOWRANK_RANK + LOWRANK_OVERSAMPLE
    W = np.random.default_rng(7).standard_normal((N, N))
    W[-1] = 0.0
    Q, B, e = _sketch(W)
    assert np.allclose(Q.T @ Q, np.eye(Q.shape[1]), atol=1e-12)
    norm = float(np.abs(W - Q @ B).sum(axis=1).max())   # ||.||_inf: max_x sum_y |E(x, y)|
    assert norm > 1.0
    assert e == pytest.approx(norm, rel=1e-12)
