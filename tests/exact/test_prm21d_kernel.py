"""prm21d: a float32 random-scan kernel builds its CSR (float64 entries from the float32 table).

``GlauberKernel.sparse`` gathered each move's conditional with ``np.take(C, col, out=...)``
into the float64 data array; with float32 conditionals numpy refuses that cast, so
``K.sparse()`` -- and with it ``stationary_law(K)`` and ``as_law(K, pi)`` of every float32
kernel small enough for a CSR -- raised ``TypeError``. Reference: the float64 kernel of the
same model, whose entries the float32 ones equal to float32's rounding (2^-24 relative).
"""

import numpy as np

from exact.kernel import glauber_kernel
from exact.stationary import stationary_law
from toolkit.models import potts


def test_float32_kernel_sparse_matches_the_float64_kernel():
    model = potts(3, 3, 0.8)
    P64 = glauber_kernel(model, temperature=0.9, lazy=0.25).sparse().toarray()
    K32 = glauber_kernel(model, temperature=0.9, lazy=0.25, dtype=np.float32)
    P32 = K32.sparse().toarray()
    assert P32.dtype == np.float64
    np.testing.assert_allclose(P32, P64, rtol=2e-7, atol=0)
    law = stationary_law(K32)
    np.testing.assert_allclose(law.pi, stationary_law(glauber_kernel(model, temperature=0.9)).pi, rtol=1e-5)
