"""Kill the dropped-absolute-value mutant of the abs12c sweep in exact/stationary.py.

``_krylov_law`` takes ``|Re pi|`` of the Krylov + GMRES vector: GMRES stops at a residual
``tol``, so the entries of ``pi`` below that level come back with either sign. Without the
refinement (``refine=False``) nothing else clamps them: the law must still be a probability
vector.
"""

import numpy as np

from exact import stationary_law

N, RATIO = 200, 0.5


def _birth_death():
    """Lazy birth-death chain: up ``0.5 r / (1 + r)``, down ``0.5 / (1 + r)``; detailed
    balance gives ``pi_i`` proportional to ``r^i`` (``r = 0.5``: ``pi_199 ~ 1e-60``)."""
    P = np.zeros((N, N))
    for i in range(N - 1):
        P[i, i + 1] = 0.5 * RATIO / (1 + RATIO)
        P[i + 1, i] = 0.5 / (1 + RATIO)
    P[np.diag_indices(N)] = 1.0 - P.sum(axis=1)
    return P


def test_krylov_without_refinement_is_a_probability_vector():
    # abs12c.stationary.krylov_law_abs: `np.abs(np.real(pi))` -> `(np.real(pi))` leaves the
    # GMRES noise (about -1e-13 on the ~80 entries below it here) negative
    law = stationary_law(_birth_death(), method="krylov", refine=False, tol=1e-12)
    pi = np.asarray(law.pi)
    assert pi.min() >= 0.0
    assert abs(pi.sum() - 1.0) < 1e-12
    # the closed form r^i (1 - r) / (1 - r^N) on the entries above the noise
    ref = RATIO ** np.arange(N) * (1 - RATIO) / (1 - RATIO**N)
    np.testing.assert_allclose(pi[:20], ref[:20], rtol=1e-6)
