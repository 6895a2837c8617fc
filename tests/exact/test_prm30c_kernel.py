"""prm30c: GlauberKernel.log_diagonal sums the self-transition of every site,
``P(x, x) = lazy + (1 - lazy) (1/n) sum_i p_i(x_i | x_-i)`` (issue 30, thirteenth sweep: a
sum over sites that dropped the first)."""

import numpy as np

from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_log_diagonal_is_log_of_the_dense_diagonal():
    for lazy in (0.0, 0.3):
        K = glauber_kernel(potts(3, 3, 0.7, field=[0.2, 0.0, -0.4]), temperature=0.8, lazy=lazy)
        assert np.allclose(K.log_diagonal(), np.log(np.diag(K.dense())), rtol=1e-12, atol=0)
