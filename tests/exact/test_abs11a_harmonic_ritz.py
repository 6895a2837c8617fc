"""exact._harmonic_ritz.harmonic_ritz_gap: the reversible estimate's relative error carries the
rounding of its inputs (abs11a, issue 30). The module's account: ``log P`` and ``log pi`` carry
an absolute ``u |log|`` each, so the relative error is at least
``2 u (max |log P| + max |log pi - max log pi|)``; ``log pi - max log pi <= 0``, so its size is
its magnitude, not its (non-positive) signed maximum.

The chain (as in test_blind10c_harmonic_ritz): ``P = [[1-a, a, 0], [b, 1-2b, b], [0, a, 1-a]]``,
``pi = (b, a, b) / (a + 2b)``, gap ``a`` exactly (odd eigenvector ``(1, 0, -1)``), wells 0 and 2.
With ``a = 1e-200`` the log-probabilities are of size ``|ln a| = 460.5`` and ``pi`` spans
``ln(b/a) = 459.1``; the residual term ``a max h = a / (2b)`` is negligible."""

import math

import numpy as np

from exact._harmonic_ritz import harmonic_ritz_gap

U = 2.0 ** -53


def _three(a, b):
    P = np.array([[1 - a, a, 0], [b, 1 - 2 * b, b], [0, a, 1 - a]])
    pi = np.array([b, a, b]) / (a + 2 * b)
    r, c = np.nonzero(P - np.diag(np.diag(P)))
    return r, c, np.log(P[r, c]), np.log(pi)


def test_the_relative_error_covers_the_rounding_of_log_pi():
    a, b = 1e-200, 0.25
    r, c, lv, log_pi = _three(a, b)
    res = harmonic_ritz_gap(r, c, lv, log_pi, 3)
    assert res is not None and res.n_wells == 2
    assert abs(res.gap - a) <= res.error
    inputs = 2 * U * (abs(math.log(a)) + math.log(b / a))    # 2 u (460.5 + 459.1)
    assert res.error / res.gap >= inputs


def test_the_nonreversible_pencil_error_has_the_relative_condition_number_two():
    # reversible=False: the two-well pencil G0 g = mu X g. Its slow eigenvalue is, to first order,
    # mu = (A_01 + A_10) / x (X ~ x I): relative changes eps of the two rates move it by eps
    # relative, a relative change eps of X by eps more, so the relative condition number is 2 (the
    # module's |d mu| <= eps sum_ij |y_i| (A_ij |x_j - x_i| + |mu| X_ij |x_j|) / |y^T X x| with
    # x = y = (1, -1): (4A + 2A * 2) / 2 / (2A) = 2). The estimate carries
    # gap * max(kappa_rel, 1) * inputs, inputs = 2 u max |log P| + 10 N u; with a = 1e-100 the
    # max-h correction (2 kappa |mu| delta, delta = a / (2b)) is ~1e-200, negligible.
    a, b = 1e-100, 0.25
    r, c, lv, log_pi = _three(a, b)
    res = harmonic_ritz_gap(r, c, lv, log_pi, 3, reversible=False)
    assert res is not None and res.n_wells == 2
    assert abs(res.gap - a) <= res.error
    inputs = 2 * U * abs(math.log(a)) + 10 * 3 * U
    assert res.error >= 2 * a * inputs * (1 - 1e-6)
