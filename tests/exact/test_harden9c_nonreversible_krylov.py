"""harden9c: exact._nonreversible_krylov.two_sided_error at its degenerate ends (c = 0,
delta = 0), from its documented formula (issue 30)."""

import math

from exact._nonreversible_krylov import two_sided_error


def test_delta_zero_leaves_the_first_order_term():
    # min(min(r, s) / c, r s / (c delta)): with delta = 0 the second term is unbounded, so the
    # estimate is the first one, min(1e-3, 2e-3) / 0.5 = 2e-3
    assert two_sided_error(1e-3, 2e-3, 0.5, 0.0) == 2e-3
    # delta > 0: r s / (c delta) = 2e-6 / (0.5 * 0.1) = 4e-5 < 2e-3
    assert math.isclose(two_sided_error(1e-3, 2e-3, 0.5, 0.1), 4e-5, rel_tol=1e-15)


def test_orthogonal_vectors_give_no_usable_estimate():
    # c = |y^T f| = 0: the eigenvalue's condition number is infinite, the estimate is at least
    # astronomically large (no error is raised)
    assert two_sided_error(1e-3, 2e-3, 0.0, 0.5) > 1e200
