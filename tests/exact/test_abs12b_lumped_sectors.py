"""abs12b: the dense non-reversible error of a sector's largest modulus is ``cond * 10 u ||A||_1``.

``_top``'s docstring: the error is the residual (dense: ``u ||S||``) times the eigenvalue's
condition number. The one-norm ``||A||_1`` is the largest column sum of ``|A|``; sector
operators have signed entries (Molev's formulas carry signs), so the signed column sum is
not a norm and can be negative. For ``A = diag(-1, -0.5)`` by hand: eigenvalues ``-1`` and
``-0.5``, largest modulus 1, unit eigenvectors (condition number 1), ``||A||_1 = 1``, so the
error is ``10 u`` (the signed column sums are ``-1, -0.5``: a negative "error" of ``-5 u``).
"""

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped_sectors import _top


def test_top_error_uses_the_one_norm_of_a_signed_sector():
    u = np.finfo(float).eps / 2
    lam2, star, err = _top(sp.csr_matrix(np.diag([-1.0, -0.5])), reversible=False)
    assert lam2 == pytest.approx(-0.5)
    assert star == pytest.approx(1.0)
    assert err > 0  # an error bound is never negative
    assert err == pytest.approx(10 * u * 1.0, rel=1e-12, abs=0)


def test_top_error_matches_an_independent_one_norm():
    # a non-normal signed 2x2: eigenvalues 0.5 and -0.8 (triangular), ||A||_1 = max(0.5, 0.3 + 0.8) = 1.1
    A = np.array([[0.5, -0.3], [0.0, -0.8]])
    u = np.finfo(float).eps / 2
    _, star, err = _top(sp.csr_matrix(A), reversible=False)
    assert star == pytest.approx(0.8)
    # eigenvalue -0.8 of the triangular A: right eigenvector x = (-b, a - d) = (0.3, 1.3), left
    # eigenvector y = (0, 1); condition number |x| |y| / |y . x| = sqrt(1.78) / 1.3
    cond = (1.78 ** 0.5) / 1.3
    assert err == pytest.approx(cond * 10 * u * 1.1, rel=1e-9, abs=0)  # signed column sums: 0.5, not 1.1
