"""cmp15c: blocked GTH eliminates ``GTH_BLOCK`` states at a time, never more.

:func:`exact._gth._gth` (docstring): "The last ``GTH_BLOCK`` states are eliminated at once ...
the kept chain becomes ``P_KK + U M^{-1} R``", block after block, so the work is products of
non-negative matrices (the module docstring) and each GTH factorization is of a
``GTH_BLOCK x GTH_BLOCK`` block. For ``N = 300`` and ``GTH_BLOCK = 128`` the blocks are states
``172..299`` and ``44..171``, and the last 44 states go to the unblocked :func:`_gth_small`.
(Eliminating states ``1..N-1`` as one block gives the same ``pi`` in exact arithmetic, but
factors a ``(N-1) x (N-1)`` block row by row: the cubic work the blocking exists to avoid.)

The result is checked against ``pi`` from ``numpy.linalg.eig`` of ``P^T`` (an independent
route; a dense positive chain, whose ``pi`` has no tiny entries, so 1e-12 relative).
"""

from exact import _gth as gth_module
from tests.exact.test_cmp16b_krylov_gth import _spy_blocks


def test_blocks_hold_gth_block_states_each(monkeypatch):
    assert gth_module.GTH_BLOCK == 128
    assert _spy_blocks(monkeypatch, 300, seed=0, rtol=1e-12) == [128, 128]
