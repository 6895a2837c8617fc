"""prm30c: transfer matrices, rules over several items where one inner item offends (issue 30,
thirteenth sweep)."""

import math

import numpy as np
import pytest

from exact.transfer import NearestNeighbourChain, correlation_length, potts_chain, transfer_scan
from toolkit.exceptions import InvalidInputError


def test_scan_checks_every_family_member():
    # family(5) has 6 sites; the other sizes are right
    def family(n):
        return potts_chain(2, 6 if n == 5 else n, 1.0, graph="path")

    with pytest.raises(InvalidInputError, match=r"family\(5\)"):
        transfer_scan(family, temperatures=[1.0], n_values=[3, 5, 8])


def test_q3_not_potts_one_offdiagonal_differs():
    # uniform q = 3 chain, zero field, equal diagonals, one off-diagonal potential (not the
    # first) differs: not the symmetric Potts matrix. xi = 1 / ln(lambda_1 / |lambda_2|) of
    # M = exp(Phi / T) from numpy's eigenvalues of the symmetric 3x3 matrix.
    Phi = np.array([[1.0, 0.2, 0.2], [0.2, 1.0, 0.7], [0.2, 0.7, 1.0]])
    n, T = 6, 1.0
    chain = NearestNeighbourChain(np.zeros((n, 3)), np.broadcast_to(Phi, (n - 1, 3, 3)).copy(), "path")
    ev = np.sort(np.abs(np.linalg.eigvalsh(np.exp(Phi / T))))[::-1]
    xi = 1.0 / math.log(ev[0] / ev[1])
    assert math.isclose(correlation_length(chain, temperature=T), xi, rel_tol=1e-10)
