"""abs12a (issue 30): absolute values in exact.transfer that a sign would break.

- ``correlation_length``: ``xi = 1 / ln(lambda_1 / |lambda_2|)`` (docstring). A symmetric,
  non-Potts q = 3 transfer matrix whose second eigenvalue in modulus is NEGATIVE, h = 0, T = 1,
  ``M = exp(Phi) = [[a, b, c], [b, d, b], [c, b, a]]`` (centrosymmetric): (1, 0, -1) is an
  eigenvector with eigenvalue a - c; on span{(1, 0, 1), (0, 1, 0)} M acts as
  [[a + c, sqrt2 b], [sqrt2 b, d]], eigenvalues ((a + c + d) +- sqrt((a + c - d)^2 + 8 b^2)) / 2.
  a = 0.1, b = 1, c = 2, d = 1: lambda_1 = 3.067..., lambda_2 = a - c = -1.9 (the other 0.033).
  Sorting the signed values would take 0.033 for lambda_2.
- ``glauber_linear_sector_gap`` on a path: the antiferromagnet's rate is the ferromagnet's
  (bipartite, docstring). n = 3: B = [[0, t, 0], [g/2, 0, g/2], [0, t, 0]] (t = tanh K,
  g = tanh 2K, K = c / 2T): B v = mu v gives mu = 0 (v = (1, 0, -1)) or mu^2 = g t, so the rate
  is (1 - sqrt(g t)) / 3 for either sign of c (g t > 0 both ways).
"""

import math

import numpy as np
import pytest

from exact.transfer import NearestNeighbourChain, correlation_length, glauber_linear_sector_gap


def test_correlation_length_with_a_negative_second_eigenvalue():
    a, b, c, d = 0.1, 1.0, 2.0, 1.0
    Phi = np.log(np.array([[a, b, c], [b, d, b], [c, b, a]]))
    chain = NearestNeighbourChain(h=np.zeros((4, 3)), couplings=np.stack([Phi] * 3))
    lam1 = ((a + c + d) + math.sqrt((a + c - d) ** 2 + 8 * b * b)) / 2
    lam2 = a - c
    assert correlation_length(chain, temperature=1.0) == pytest.approx(1 / math.log(lam1 / abs(lam2)), rel=1e-10)


@pytest.mark.parametrize("coupling", [1.0, -1.0, -3.0])
def test_path_of_three_linear_sector_gap_either_sign(coupling):
    K = coupling / 2.0
    want = (1 - math.sqrt(math.tanh(K) * math.tanh(2 * K))) / 3
    assert glauber_linear_sector_gap(3, coupling, temperature=1.0, graph="path") == pytest.approx(want, rel=1e-10)
