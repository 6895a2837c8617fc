"""prm19d (issue 30, second promise sweep): ``nonreversible_mixing_upper_bound`` honours
``pi_relative_error`` (``pi_min (1 - rel)``), and the multiplicative gaps' errors grow as
``2 k e`` (module formula: a change ``e`` of ``B`` moves ``||B^k||`` by at most ``k e``)."""

import numpy as np

from exact.spectral import _multiplicative_gaps, nonreversible_mixing_upper_bound
from exact.stationary import stationary_law


def test_nonreversible_bound_uses_pi_relative_error():
    # gamma_1 = 1/2, eps = 1/4: ceil(ln(1 / (4 eps^2 pi_min)) / ln 2)
    # pi_min = 0.2: ceil(ln 20 / ln 2) = ceil(4.32) = 5; pi_min 0.2 (1 - 0.5) = 0.1: ceil(5.32) = 6
    assert nonreversible_mixing_upper_bound([0.5], 0.2, 0.25)[0] == 5
    assert nonreversible_mixing_upper_bound([0.5], 0.2, 0.25, pi_relative_error=0.5)[0] == 6


def test_multiplicative_gap_errors_grow_linearly_in_k():
    P = np.array([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.4, 0.1, 0.5]])
    _, errors = _multiplicative_gaps(P, stationary_law(P), k_max=3, method="dense")
    assert errors[0] > 0
    assert np.allclose(errors, [errors[0], 2 * errors[0], 3 * errors[0]], rtol=1e-12, atol=0)
