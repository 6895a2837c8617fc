"""Degenerate inputs and combined options of ``exact.lumped_sectors`` (harden9l sweep).

The spectrum of independent identical sites is known in closed form: with ``q`` tokens each
site's redraw is a rank-one projection, so the random-scan kernel has eigenvalues
``lazy + (1 - lazy)(1 - k/n)``, ``k = 0..n``; ``k = 1`` lies in the standard sector
``(n - 1, 1, 0)``, so the non-symmetric sectors' largest eigenvalue is
``lazy + (1 - lazy)(1 - 1/n)`` (all eigenvalues are >= 0, so it is also the largest modulus).
"""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped import sector_inputs
from exact.lumped_sectors import (
    collatz_wielandt_bound,
    gt_dimension,
    hook_dimension,
    three_token_gap,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import IdenticalSites


@pytest.mark.parametrize("f", [gt_dimension, hook_dimension])
def test_zero_partition_refused(f):
    with pytest.raises(InvalidInputError, match="`lam`"):
        f((0, 0, 0))


def test_collatz_wielandt_refuses_empty_and_nan():
    with pytest.raises(InvalidInputError, match="`S`"):
        collatz_wielandt_bound(sp.csr_matrix((0, 0)))
    with pytest.raises(InvalidInputError, match="`S`"):
        collatz_wielandt_bound(sp.csr_matrix(np.array([[0.5, np.nan], [0.25, 0.5]])))


@pytest.mark.parametrize("lazy", [0.0, 0.5])
def test_three_token_gap_with_lazy_closed_form(lazy):
    n = 4
    lp, lpc = sector_inputs(IdenticalSites(n, [0.0, 0.2, -0.3]), temperature=1.0)
    g = three_token_gap(n, lp, lpc, lazy=lazy)
    top = lazy + (1 - lazy) * (1 - 1 / n)
    assert g.lambda_2 == pytest.approx(top, abs=1e-12) and g.lambda_star == pytest.approx(top, abs=1e-12)
