"""prm19d (issue 30, second promise sweep): ``two_sided_error`` is
``min(min(r, s) / c, r s / (c delta))`` (hand values)."""

import math

from exact._nonreversible_krylov import two_sided_error


def test_two_sided_error_first_order_uses_the_smaller_residual():
    # r = 1e-3, s = 1e-6, c = 1, delta = 1e-12: first = 1e-6, second = 1e-9 / 1e-12 = 1e3
    assert math.isclose(two_sided_error(1e-3, 1e-6, 1.0, 1e-12), 1e-6, rel_tol=1e-12)
    assert math.isclose(two_sided_error(1e-6, 1e-3, 0.5, 1e-12), 2e-6, rel_tol=1e-12)
    # delta large: the second-order term r s / (c delta) = 1e-9 / 0.5 wins
    assert math.isclose(two_sided_error(1e-3, 1e-6, 1.0, 0.5), 2e-9, rel_tol=1e-12)
