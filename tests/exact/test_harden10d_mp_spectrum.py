"""harden10d: the error bar of :func:`exact._mp_spectrum.reversible_gap` (automut survivor).

Module docstring: ``eigsy`` is backward stable, so each eigenvalue is within
``10 N 10^-dps ||L||`` of the matrix's (Weyl), plus the rounding model's relative amount
(0 for a kernel given as a matrix, :mod:`exact._rounding`).
"""

from __future__ import annotations

import numpy as np

from exact._mp_spectrum import reversible_gap


def test_reversible_gap_error_is_weyl_bound_with_the_laplacian_norm():
    # P = [[1 - a, a], [a, 1 - a]], a = 0.9: L = D - W = [[a, -a], [-a, a]] has eigenvalues
    # 0 and 2a (by hand), so ||L||_2 = 1.8 and the gap is min(2a, 2 - 2a) = 0.2.
    a = 0.9
    P = np.array([[1 - a, a], [a, 1 - a]])
    gap, err, dps = reversible_gap(P)
    assert abs(float(gap) - 0.2) < 1e-15
    weyl = 10 * 2 * 10.0 ** (-dps) * (2 * a)      # 10 N 10^-dps ||L||, delta = 0 for a matrix
    assert weyl * (1 - 1e-9) <= float(err) <= weyl * (1 + 1e-9)
