"""prm23a: ``exact.timescales.implied_timescales`` keeps the harmonic-extension Ritz
refinement of the slow cluster (theory for reversible chains: Rayleigh-Ritz on the Dirichlet
form) to reversible chains. A non-reversible three-well chain (Potts q = 3, n = 3 with
independent random couplings J_ij != J_ji^T, T = 0.07) has two slow modes, the second gap
6.5e-7 below REFINE_GAP: its second timescale must stay the non-reversible eigenvalue's.
Reference: numpy's eigenvalues of the dense 27-state kernel (a gap of 6.5e-7 is known to
~1e-10 relatively from float64 entries; checked against mpmath at 80 digits on the kernel
built from the logits: 1.5467087e6, agreeing to 4e-11)."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.timescales import implied_timescales
from toolkit.models import potts
from toolkit.models.toy import Pairwise


def _three_well_non_reversible():
    p = potts(3, 3, 1.0)
    r = np.random.default_rng(0)
    edges = np.abs(p.J).sum(axis=(2, 3), keepdims=True) > 0
    return Pairwise(np.zeros((3, 3)), p.J + 0.3 * r.normal(size=p.J.shape) * edges)


def test_second_timescale_of_a_non_reversible_three_well_chain():
    K = glauber_kernel(_three_well_non_reversible(), temperature=0.07)
    it = implied_timescales(K)
    assert it.reversible is False
    moduli = np.sort(np.abs(np.linalg.eigvals(K.dense())))[::-1]
    ref = -1.0 / np.log(moduli[2])
    assert 1.0 - moduli[2] < 1e-6        # the second gap lies in the refined range
    assert abs(it.timescales[1] / ref - 1.0) < 1e-6
    assert "harmonic" not in it.method
