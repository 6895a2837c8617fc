"""prm25a: the lattice order parameter per q: q = 2 the signed magnetisation 2 rho_1 - 1 (Ising,
in [-1, 1]); q >= 3 the Potts order (q max_a rho_a - 1)/(q - 1) (in [0, 1])."""

import numpy as np

from toolkit.lattice import _order


def test_order_parameter_per_q():
    all0 = np.zeros((1, 3, 3), dtype=np.int64)
    assert _order(all0, 2).tolist() == [-1.0]             # every spin down: m = -1
    assert _order(all0 + 1, 2).tolist() == [1.0]
    assert _order(all0, 3).tolist() == [1.0]              # ordered in token 0: Potts order 1
    mixed = np.array([[[0, 1, 2], [0, 1, 2], [0, 1, 2]]])
    assert np.allclose(_order(mixed, 3), [0.0])           # uniform over 3 tokens: 0
