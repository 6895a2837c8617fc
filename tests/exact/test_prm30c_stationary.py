"""prm30c: a law's max_relative_residual is the largest balance residual over every state,
state 0 included (issue 30, thirteenth sweep: one item offending).

Two-state chain ``P = [[0.9, 0.1], [0.3, 0.7]]`` with the (wrong) law ``pi = (1/2, 1/2)``:
``rho(y) = |sum_{x != y} pi(x) P(x, y) / (pi(y) sum_{z != y} P(y, z)) - 1|`` gives
``rho(0) = |0.5 * 0.3 / (0.5 * 0.1) - 1| = 2`` and ``rho(1) = |0.5 * 0.1 / (0.5 * 0.3) - 1| = 2/3``:
the largest residual is state 0's."""

import numpy as np

from exact.stationary import as_law


def test_max_residual_is_state_zeros():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    law = as_law(P, np.array([0.5, 0.5]))
    assert abs(law.max_relative_residual - 2.0) < 1e-12



def test_krylov_refinement_runs_until_every_state_balances():
    # birth-death chain on 0..39, up w.p. 0.4, down w.p. 0.1: detailed balance gives
    # pi_k proportional to 4^k, so pi_0 / pi_39 = 4^-39 ~ 3e-24. Krylov leaves the small
    # entries (the FIRST states) wrong; the balance sweeps must run until every state's
    # residual is small, not stop on the largest state's (the last) alone.
    import warnings

    from exact.stationary import stationary_law
    from tests.exact.reference_chains import birth_death

    P, ref = birth_death(40, 0.4, 0.1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no ConvergenceWarning: the refinement reaches its target
        law = stationary_law(P, method="krylov")
    assert law.max_relative_residual < 1e-10
    assert np.max(np.abs(law.pi / ref - 1.0)) < 1e-10
