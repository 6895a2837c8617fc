"""exact.spectral._two_sided_refine under a sign flip of an eigenvector (abs11a, issue 30).

Eigenvectors are defined up to a non-zero factor: the two-sided Rayleigh quotient
``<g, (I - P) f> / <g, f>`` and its error estimate ``||r|| / |<w, v>|`` (second order:
``||r|| ||s|| / (|<w, v>| delta)``) are the same for ``w`` and ``-w``, and an error estimate is
never negative. The chain: the symmetric 3-state kernel ``P = [[1/2, 1/4, 1/4], [1/4, 1/2, 1/4],
[1/4, 1/4, 1/2]]`` (``pi`` uniform), eigenvalues ``1, 1/4, 1/4``: the gap ``1 - lambda`` is 3/4."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import _two_sided_refine
from toolkit.results import StationaryLaw

P = np.array([[0.5, 0.25, 0.25], [0.25, 0.5, 0.25], [0.25, 0.25, 0.5]])
LAW = StationaryLaw(np.full(3, 1 / 3), np.full(3, -math.log(3)), "gth", 0.0, 0.0, 0.0, 3)
V = np.array([1.0, -1.0, 0.0]) / math.sqrt(2)    # orthogonal to sqrt(pi) = (1, 1, 1)/sqrt(3): eigenvalue 1/4


@pytest.mark.parametrize("delta", [0.0, 0.5])
def test_the_error_estimate_does_not_depend_on_the_sign_of_the_left_vector(delta):
    mu, err = _two_sided_refine(P, LAW, V, V, delta)
    mu_neg, err_neg = _two_sided_refine(P, LAW, V, -V, delta)
    assert mu == pytest.approx(0.75, rel=1e-14) and mu_neg == pytest.approx(0.75, rel=1e-14)
    assert err >= 0 and err_neg >= 0
    assert err_neg == err


# ---------------------------------------------------------------- the error of lambda_star, a maximum of moduli
# A 5-state non-reversible chain whose largest non-unit modulus is a pair near -0.478 +- 0.017i
# (moduli 0.4782 against 0.3683 for the pair near 0.017 +- 0.368i, whose real part is the largest):
# lambda_star is the modulus of an eigenvalue with negative real part.
Q5 = np.array([[0.076, 1e-6, 1e-4, 0.539, 0.385],
               [1e-6, 1e-6, 1e-4, 0.777, 0.223],
               [0.849, 0.151, 1e-6, 1e-6, 1e-6],
               [0.637, 0.075, 0.247, 0.002, 0.04],
               [0.023, 0.807, 0.169, 0.001, 1e-6]])


def test_the_dense_error_covers_the_eigenvalue_of_largest_modulus():
    # _nonreversible_dense: "the kernel's own rounding, a relative change of every entry: the
    # componentwise condition number sum |y| |A| |x| / |y^H x| times the entries' error", and the
    # error of lambda_star is (at least) that of the eigenvalue it is the modulus of. The
    # componentwise number is invariant under the diagonal similarity A = D^1/2 P D^-1/2, so it is
    # computed here from P's own eigenvectors (scipy), independently of the module's route.
    import scipy.linalg as sla

    from exact.spectral import _entries_error, _nonreversible_dense
    from exact.stationary import stationary_law

    P = Q5 / Q5.sum(axis=1, keepdims=True)
    w, VL, VR = sla.eig(P, left=True, right=True)
    order = np.argsort(-np.abs(w))
    assert abs(w[order[0]] - 1) < 1e-12
    j = int(order[1])
    assert w[j].real < -0.47 and abs(abs(w[j]) - 0.4782) < 1e-3
    y, x = VL[:, j], VR[:, j]
    cond = float(np.abs(y) @ np.abs(P) @ np.abs(x) / abs(np.vdot(y, x)))
    assert cond > 10
    law = stationary_law(P)
    lam2, lam_star, gap, err, used, iv = _nonreversible_dense(P, law)
    assert lam_star == pytest.approx(abs(w[j]), abs=1e-12)
    assert err >= cond * _entries_error(P, law) * (1 - 1e-6)
