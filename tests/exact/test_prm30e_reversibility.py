"""prm30e: detailed_balance_residual of a random-scan Glauber kernel sums the flows of every
site, also when the one non-reversible site is not the last (issue 30, thirteenth sweep: one
inner item offending)."""

import numpy as np
import pytest

from exact._linalg import as_dense
from exact.kernel import glauber_kernel
from exact.reversibility import detailed_balance_residual
from exact.stationary import stationary
from toolkit.models import Pairwise


def _dense_residual(P, pi):
    F = pi[:, None] * P   # F(x, y) = pi(x) P(x, y)
    return float(np.abs(F - F.T).sum())


@pytest.mark.parametrize("pair", [(0, 1), (1, 0), (1, 2)])
def test_glauber_residual_equals_dense_one_way_coupling(pair):
    # a one-way coupling J[i, j] (J[j, i] = 0): site i reads x_j, site j does not read x_i, so
    # the chain is not reversible, through the flows of sites i and j only; the third site is
    # independent of both, its flows balance
    rng = np.random.default_rng(1)
    h = rng.normal(size=(3, 2))
    J = np.zeros((3, 3, 2, 2))
    J[pair[0], pair[1]] = [[1.5, -0.5], [0.0, 0.8]]
    K = glauber_kernel(Pairwise(h, J), temperature=1.0)
    pi = stationary(K)
    want = _dense_residual(as_dense(K), pi)
    assert want > 1e-3
    assert detailed_balance_residual(K, pi) == pytest.approx(want, rel=1e-9, abs=1e-15)
