"""Seventeenth blind audit, part b (issue 30): the survivor ``audit17b.mp_spectrum.nonrev_err_gap_only``.

``exact._mp_spectrum.nonreversible_spectrum`` documents its error estimate as twice the change of the
gap *and of lambda_2* between ``dps`` and ``dps + 30`` digits, an estimate that "follows the
condition number of the eigenvalue, even for a near-defective cluster". The tests before this one
used chains whose lambda_2 and lambda_star are equally well conditioned, where leaving lambda_2's
change out changes nothing. Here lambda_2 sits in a near-defective cluster and the gap comes from a
well-conditioned eigenvalue of another block, so only lambda_2's change can carry the error.
"""

from __future__ import annotations

import mpmath
import numpy as np

from exact._mp_spectrum import START_DPS, nonreversible_spectrum


def _chain(k: int = 6, p: float = 0.3, eta: float = 1e-20) -> np.ndarray:
    """Transient states ``0..k-1`` (move ``i -> i+1`` w.p. ``p``, the last one into ``A``; ``eta``
    to every other transient state) and the closed class ``{A, B}`` (flip w.p. 0.95).

    Block triangular, so the spectrum is that of the two blocks (hand values):
    ``{A, B}`` gives ``1`` and ``1 - 2 (0.95) = -0.9`` (well conditioned); the transient block is
    ``(1 - p) I + p S + O(eta)`` with ``S`` the nilpotent shift, a perturbed Jordan block whose
    ``k`` eigenvalues lie on a circle of radius ``~ (eta p^(k-1))^(1/k) ~ 1e-4`` around ``1 - p =
    0.7``, each moved by ``~ u / (k r^(k-1))`` by a rounding ``u`` of the matrix (Wilkinson's
    perturbation of a Jordan block): ``lambda_star = 0.9`` (gap 0.1), ``lambda_2 ~ 0.7``.
    """
    N = k + 2
    P = np.zeros((N, N))
    for i in range(k):
        for j in range(k):
            if i != j:
                P[i, j] = eta
        if i + 1 < k:
            P[i, i + 1] = p
    P[k - 1, k] = p
    P[k, k + 1] = P[k + 1, k] = 0.95
    for x in range(N):
        P[x, x] = 1.0 - P[x].sum()
    return P


def _lambda_2(P: np.ndarray, dps: int):
    """The largest real part of the non-unit eigenvalues, by mpmath at ``dps`` digits, of the matrix
    whose off-diagonal entries are ``P``'s and whose diagonal completes each row to 1."""
    with mpmath.workdps(dps):
        M = mpmath.matrix(P.tolist())
        for x in range(M.rows):
            M[x, x] = 1 - mpmath.fsum(M[x, y] for y in range(M.cols) if y != x)
        w = sorted(mpmath.eig(M, left=False, right=False), key=lambda z: abs(z - 1))[1:]
        return max(mpmath.re(z) for z in w)


def test_error_estimate_covers_lambda_2_of_a_near_defective_cluster():
    P = _chain()
    lam2, star, gap, err, _ = nonreversible_spectrum(P)
    assert abs(star - 0.9) < 1e-12 and abs(float(gap) - 0.1) < 1e-12   # the {A, B} block (hand values)
    assert abs(lam2 - 0.7) < 1e-3                                        # the cluster around 1 - p
    # the error of lambda_2 at the starting precision, against 200 digits: the cluster is ill
    # conditioned, so it is far above the 10^-(dps - 5) floor of the estimate
    with mpmath.workdps(200):
        actual = abs(_lambda_2(P, START_DPS) - _lambda_2(P, 200))
    assert actual > 1e-31
    # twice the change between the two precisions bounds that error; the gap's change alone does not
    assert err >= actual
