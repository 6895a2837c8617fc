"""cmp14b (issue 30): boundaries of exact._arnoldi's stopping rule and of exact._lowrank_tmix's
switch to factored powers and its error bound.

- ``krylov_schur`` "stops when every wanted Ritz pair has residual estimate at most ``tol``,
  or after ``maxiter`` products": a run that reaches exactly ``maxiter`` products stops there.
- ``lowrank_mixing_time`` checks the rank "at each dense power ``P^(2^j)``, ``j >= 1``": a
  2-state chain's ``P^2 - Pi`` has rank one, so it is factored from ``tau = 2``.
- The factored powers' error bound ``2 k e / (1 - 2 k e)`` (half of the module docstring's
  ``4 k e / (1 - 2 k e)``) holds only for ``2 k e < 1``; at ``2 k e = 1`` there is no bound.
"""

from __future__ import annotations

import math

import numpy as np

from exact._arnoldi import krylov_schur
from exact._lowrank_tmix import _factored_bound, lowrank_mixing_time


def test_krylov_schur_stops_at_exactly_maxiter_products():
    # a lazy cyclic shift on 40 states; tol = 0 is never met by a nonzero residual, so the run
    # stops on the product count: the first basis (m = 10 products) already has maxiter = 10
    def A(v):
        return 0.5 * (v + np.roll(v, 1))

    run = krylov_schur(A, 40, 1, tol=0.0, m=10, maxiter=10)
    assert not run.converged
    assert run.products == 10 and run.restarts == 0


def test_lowrank_factors_from_the_first_squared_power():
    # the module's doctest chain: d(t) = 0.75 * 0.6**t, so t_mix(0.25) = 3 (d(2) = 0.27, d(3) = 0.162);
    # P^2 - Pi has rank one (2 states, eigenvalue 0.6**2): its sketch residual is round-off, so
    # the search is factored from tau = 2, the first dense power checked
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    r = lowrank_mixing_time(P, np.array([0.75, 0.25]), 0.25, 2**40)
    assert r.t_mix == 3
    assert r.method.startswith("lowrank (factored from tau = 2,"), r.method


def test_factored_bound_at_its_pole():
    # 2 k e = 1 exactly (e = 2**-44, k = 2**43): the series bound diverges, no decision is certified
    assert _factored_bound(2**43, 2.0**-44) == math.inf
    assert _factored_bound(2**44, 2.0**-44) == math.inf
    # below the pole: 2 k e / (1 - 2 k e) + 1e-14; at 2 k e = 1/2 that is 1
    assert abs(_factored_bound(2**42, 2.0**-44) - (1.0 + 1e-14)) < 1e-15
