"""prm30b (thirteenth sweep, one inner item offending): exact.spectral's Laplacian products sum
over every chunk of moves.

``_laplacian_apply_left(P, g)`` is documented as ``g (I - P) (y) = sum_{x != y} [g(y) P(y, x) -
g(x) P(x, y)]`` over ALL off-diagonal moves. A random-scan kernel hands its moves out site by
site (one chunk per site): the product must equal the dense ``g @ (I - P)`` (numpy, on
``P.dense()``), which a sum over the last site's chunk alone does not. Checked on a
non-reversible family (asymmetric pairwise, the case the two-sided refinement serves) and a
reversible one, with random ``g``."""

import numpy as np
import pytest

from exact import glauber_kernel
from exact.spectral import _laplacian_apply, _laplacian_apply_left
from toolkit.models import make_model


@pytest.mark.parametrize("name, q, n", [("asymmetric-pairwise", 2, 4), ("asymmetric-pairwise", 3, 3),
                                         ("symmetric-pairwise", 2, 3)])
def test_left_and_right_laplacian_match_the_dense_kernel(name, q, n):
    K = glauber_kernel(make_model(name, q=q, n=n, seed=3), temperature=1.0, scan="random")
    D = K.dense()
    N = D.shape[0]
    g = np.random.default_rng(0).standard_normal(N)
    np.testing.assert_allclose(_laplacian_apply_left(K, g), g @ (np.eye(N) - D), rtol=0, atol=1e-13)
    np.testing.assert_allclose(_laplacian_apply(K, g), (np.eye(N) - D) @ g, rtol=0, atol=1e-13)
