"""prm29a: collatz_wielandt_bound refines a power bound that is exactly AT the target
(documented: "if that leaves the bound at or above target"), a boundary at equality."""

import numpy as np
import scipy.sparse as sp

from exact.lumped_sectors import collatz_wielandt_bound


def test_bound_at_target_is_refined():
    # eigenvalues ~1 and ~0.99 (weakly coupled), so 30 power steps from the ones leave
    # v ~ (1, 0.99^30 = 0.74, ~0): the bound max_i (A v)_i / v_i ~ 1 + 1e-4 * 0.74, while
    # rho(A) = 0.995 + sqrt(0.005^2 + 1e-8) = 1 + 1e-6 (2 x 2 block, closed form)
    d = 1e-4
    A = sp.csr_matrix(np.array([[1.0, d, 0.0], [d, 0.99, 0.0], [0.0, 0.0, 0.5]]))
    rho = 0.995 + np.sqrt(0.005**2 + d**2)
    b0 = collatz_wielandt_bound(A)
    assert b0 > rho + 5e-5
    b = collatz_wielandt_bound(A, target=b0)     # exactly at the target: refined
    assert rho <= b < rho + 1e-8
    assert collatz_wielandt_bound(A, target=b0 + 1.0) == b0   # above the bound: no refinement needed
