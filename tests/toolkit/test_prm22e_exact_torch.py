"""prm22e: toolkit.exact_torch.stationary's restarted GMRES continues from the current iterate
(a chain with more states than ``restart`` needs several cycles)."""
import warnings

import numpy as np
import pytest

pytest.importorskip("torch")

from tests.exact.reference_chains import birth_death  # noqa: E402
from toolkit import exact_torch as et  # noqa: E402


def test_restarted_gmres_converges_on_a_birth_death_chain():
    # birth-death chain on 0..11: up 0.3, down 0.2, hold the rest; detailed balance gives
    # pi_i proportional to (0.3 / 0.2)^i = 1.5^i (closed form)
    P, ref = birth_death(12, 0.3, 0.2)
    K = et.TorchKernel.from_matrix(P)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no ConvergenceWarning: the residual reaches tol
        pi = et.stationary(K, restart=3, maxiter=500).numpy()
    np.testing.assert_allclose(pi, ref, atol=1e-11)
