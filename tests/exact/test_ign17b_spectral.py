"""ign17b: ``exact.spectral.spectral_summary(log_moves=...)`` feeds the metastable refinement
(issue 30, ignored-keyword sweep).

The chain of ``exact._harmonic_ritz``'s module docstring: two wells joined through one saddle,
``P = [[1-a, a, 0], [b, 1-2b, b], [0, a, 1-a]]``. ``(1, 0, -1)`` is an eigenvector with
eigenvalue ``1 - a``, and the third eigenvalue is ``1 - a - 2b`` (trace ``3 - 2a - 2b``), so
with ``b = 1/4`` the gap is ``a`` exactly (hand computation). At ``ln a = -800`` the entry ``a``
underflows float64 (below ``e^-745``): the stored ``P`` has no move out of the wells, and only
the moves given in logarithms (``log_moves``, the docstring: "for a ``P`` whose stored entries
underflow ... the metastable refinement uses them instead of ``log P`` from ``P``") carry the
gap, ``log_gap = -800``."""

import math

import numpy as np

from exact.spectral import spectral_summary
from toolkit.results import StationaryLaw


def test_log_moves_carry_an_underflowing_gap():
    la, b = -800.0, 0.25
    a = math.exp(la)
    assert a == 0.0  # the stored entry underflows
    P = np.array([[1 - a, a, 0.0], [b, 1 - 2 * b, b], [0.0, a, 1 - a]])
    rows, cols = np.array([0, 1, 1, 2]), np.array([1, 0, 2, 1])
    logs = np.array([la, math.log(b), math.log(b), la])
    # detailed balance pi_0 a = pi_1 b: pi = (b, a, b) / (a + 2b), in logarithms
    log_pi = np.array([math.log(b), la, math.log(b)]) - np.logaddexp(la, math.log(2 * b))
    law = StationaryLaw(pi=np.exp(log_pi), log_pi=log_pi, method="given (detailed balance)", residual=0.0,
                        max_relative_residual=0.0, relative_error=1e-15, n_states=3)
    s = spectral_summary(P, law, reversible=True, log_moves=(rows, cols, logs))
    assert math.isclose(s.log_gap, la, rel_tol=1e-12)
    assert s.log_gap_lower <= la <= s.log_gap_upper
