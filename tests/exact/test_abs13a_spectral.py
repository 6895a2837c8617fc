"""abs13a: dropped absolute values in :mod:`exact.spectral`, from the documented contract.

``_entries_error``'s docstring: the relative error of every entry of ``D^{1/2} P D^{-1/2}`` is
the kernel's rounding (0 for a plain matrix: :func:`exact._rounding.log_rounding`), plus
``pi``'s relative error, plus the rounding of the exponent
``(log pi(x) - log pi(y)) / 2 + log P(x, y)``: ``u (2 span + 4)`` with ``span`` the largest
``|log pi|`` over the states where it is finite. ``log pi <= 0``, so the span is
``-min log pi`` -- the largest of ``log pi`` itself would be about 0.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import _entries_error
from toolkit.results import StationaryLaw

_U = np.finfo(float).eps / 2


def test_entries_error_span_is_the_largest_absolute_log_pi():
    # pi = (1 - e^-300, e^-300, 0): log pi = (-e^-300 ~ 0, -300, -inf); span = 300 (by hand)
    log_pi = np.array([-math.exp(-300.0), -300.0, -math.inf])
    law = StationaryLaw(np.exp(log_pi), log_pi, "hand", 0.0, 0.0, 0.0, 3)
    P = np.array([[1.0 - math.exp(-300.0), math.exp(-300.0), 0.0], [1.0, 0.0, 0.0], [0.5, 0.0, 0.5]])
    assert _entries_error(P, law) == pytest.approx(_U * (2 * 300.0 + 4), rel=1e-12, abs=0)
    # pi's relative error adds as it is (here 1e-9)
    law2 = StationaryLaw(np.exp(log_pi), log_pi, "hand", 0.0, 0.0, 1e-9, 3)
    assert _entries_error(P, law2) == pytest.approx(1e-9 + _U * (2 * 300.0 + 4), rel=1e-12, abs=0)


def _one_way_metastable(beta: float) -> np.ndarray:
    """Off-diagonal moves of a 12-state non-reversible chain: i -> i - 1 and i -> i + 2 only,
    Metropolis-like over a double well (ends at 0, barrier 6 in the middle), each at most 1/4."""
    V = np.array([0, 1, 2, 3, 4, 6, 6, 4, 3, 2, 1, 0], dtype=float)
    N = V.size
    moves = np.zeros((N, N))
    for i in range(N):
        if i - 1 >= 0:
            moves[i, i - 1] = 0.25 * min(1.0, math.exp(-beta * (V[i - 1] - V[i])))
        if i + 2 < N:
            moves[i, i + 2] = 0.25 * min(1.0, math.exp(-beta * (V[i + 2] - V[i])))
    return moves


def test_two_sided_refinement_of_a_small_non_reversible_gap_against_mpmath():
    # gap ~1.2e-8 < REFINE_GAP: the dense eig's gap is refined by the two-sided Rayleigh quotient,
    # which needs the distance from lambda_star to the rest of the spectrum, a modulus. Reference:
    # the eigenvalues of the same kernel (diagonal 1 - sum of the moves, exactly) in mpmath at 60
    # digits, gap = 1 - |lambda_2| (lambda_2 the second-largest modulus).
    import mpmath

    from exact import stationary_law
    from exact.spectral import REFINE_GAP, _nonreversible_dense

    moves = _one_way_metastable(3.0)
    N = moves.shape[0]
    P = moves + np.diag(1.0 - moves.sum(axis=1))
    with mpmath.workdps(60):
        M = mpmath.matrix(N, N)
        for i in range(N):
            for j in range(N):
                if i != j:
                    M[i, j] = mpmath.mpf(float(moves[i, j]))
            M[i, i] = 1 - mpmath.fsum(mpmath.mpf(float(moves[i, j])) for j in range(N) if j != i)
        mods = sorted((abs(e) for e in mpmath.eig(M, left=False, right=False)), reverse=True)
        ref = float(1 - mods[1])
    assert ref < REFINE_GAP
    _, _, gap, err, used, _ = _nonreversible_dense(P, stationary_law(P))
    assert "two-sided Rayleigh quotient" in used
    assert abs(gap - ref) <= err + 1e-12 * ref and err < 1e-10 * ref


@pytest.mark.parametrize("K", [5.0, -5.0])
def test_perturbed_error_of_a_simple_ill_conditioned_top_eigenvalue(K):
    # Bb = 0 (+) [[a, K], [0, b]] (+) 0.3, a = -0.9 (lambda_star: largest modulus), b = -0.8,
    # lambda_2 = 0.3 (largest real part), the deflated 0 dropped. lambda_star is simple, with right
    # vector x = e_1 and left vector y = e_1 + (K / (a - b)) e_2 (y^T Bb = a y^T), y^T x = 1, so to
    # first order a change e ||Bb|| E moves it by e ||Bb|| y^T E x: ~50 times E's size here, in
    # whichever direction E's signs give (for K = -5 |lambda_star| decreases, for K = 5 it grows).
    # The docstring: the changes of lambda_star and lambda_2, extrapolated with the exponent the two
    # show (1: simple), times 10, so the error is 10 e0 |y^T E x| (E: fixed random signs over sqrt N
    # from default_rng(0)). lambda_2's own change is only ~e ||Bb|| / 2: the larger one is
    # lambda_star's, in magnitude whatever its sign.
    import scipy.linalg as sla

    from exact.spectral import _perturbed_error

    a, b = -0.9, -0.8
    Bb = np.zeros((4, 4))
    Bb[1, 1], Bb[1, 2], Bb[2, 2], Bb[3, 3] = a, K, b, 0.3
    w = sla.eigvals(Bb)
    w = np.delete(w, int(np.argmin(np.abs(w))))
    j = int(np.argmax(np.abs(w)))
    assert w[j].real == a
    N = 4
    E = np.where(np.random.default_rng(0).random((N, N)) < 0.5, -1.0, 1.0) / math.sqrt(N)
    y = np.array([0.0, 1.0, K / (a - b), 0.0])
    x = np.array([0.0, 1.0, 0.0, 0.0])
    e0 = 1e-15
    err, p = _perturbed_error(Bb, w, j, e0)
    assert p == pytest.approx(1.0, abs=1e-2)
    assert err == pytest.approx(10 * e0 * abs(y @ E @ x), rel=1e-2, abs=0)
