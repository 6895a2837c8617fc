"""prm30c: mp_kernel of a random-scan kernel averages the site updates of EVERY site
(issue 30, thirteenth sweep: a sum over sites that dropped the first)."""

import mpmath
import numpy as np

from exact._mp_spectrum import mp_kernel
from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_random_scan_matches_the_float_kernel():
    # the same chain in float64 (exact.kernel) and at 30 digits: entries agree to round-off
    K = glauber_kernel(potts(2, 3, 1.0, field=[0.3, -0.2]), temperature=0.9)
    M = mp_kernel(K, 30)
    with mpmath.workdps(30):
        A = np.array([[float(M[i, j]) for j in range(M.cols)] for i in range(M.rows)])
    assert np.max(np.abs(A - K.dense())) < 1e-14
    assert np.allclose(A.sum(axis=1), 1.0, atol=1e-15)
