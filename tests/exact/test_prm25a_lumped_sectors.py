"""prm25a: _is_symmetric's relative tolerance 1e-9 (its default): entries 1e-7 apart
(relative) are not symmetric, entries 1e-11 apart are."""
from __future__ import annotations

import scipy.sparse as sp

from exact.lumped_sectors import _is_symmetric


def test_symmetry_tolerance_relative_1e_minus_9():
    assert not _is_symmetric(sp.csr_matrix([[0.0, 1.0], [1.0 + 1e-7, 0.0]]))
    assert _is_symmetric(sp.csr_matrix([[0.0, 1.0], [1.0 + 1e-11, 0.0]]))
    # relative: tiny flows judged as carefully (1e-30 vs 1.0000001e-30)
    assert not _is_symmetric(sp.csr_matrix([[0.0, 1e-30], [1.0000001e-30, 0.0]]))
