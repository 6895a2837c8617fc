"""cmp16c (issue 30): ``exact._powers.strict_crossing`` gallops up to ``t_max`` inclusive.

Its docstring: galloping over the powers ``P^(2^j)`` from ``t_base`` (times ``t_base + 2^j``),
then the greedy bisection; ``(None, P^t_max)`` when ``t`` would pass ``t_max``, i.e. when
``d(t_max)`` is still above ``eps``. A galloping step that lands exactly on ``t_max`` is taken
(``t_max`` is a time the search may reach, not one it must stop short of).

Two-state chain of the module docstring, ``d(t) = 0.75 * 0.6^t``, searched from ``t = 0`` with
``eps = 0.01`` (``d(8) = 0.0126 > eps``) and ``t_max = 3``: the gallop evaluates ``t = 1`` and
``t = 1 + 2 = 3 = t_max`` (both above ``eps``), the next step ``3 + 4`` passes ``t_max``, and the
bisection has nothing left: no ``t_mix`` and ``before = P^3``, ``d(3) = 0.75 * 0.216 = 0.162``.
"""

from __future__ import annotations

import numpy as np

from exact._powers import _Power, strict_crossing

PI = np.array([0.75, 0.25])


def test_gallop_lands_on_t_max_and_returns_its_power():
    P = _Power.of(np.array([[0.9, 0.1], [0.3, 0.7]]))
    seen = []

    def dist(A, t):
        seen.append(t)
        return A.tv(PI, np.arange(2))

    t, before = strict_crossing(_Power.of(np.eye(2)), 0, [P], dist, 0.01, 3)
    assert t is None
    assert seen == [1, 3]                                    # 1 = 0 + 2^0, 3 = 1 + 2^1 = t_max
    assert np.isclose(float(before.tv(PI, np.arange(2)).max()), 0.162, rtol=1e-12, atol=0)   # before = P^3


def test_crossing_at_exactly_t_max_is_found():
    # eps = 0.162 = d(3) < d(2) = 0.27: t_mix = 3 = t_max, reached by the gallop's second step
    P = _Power.of(np.array([[0.9, 0.1], [0.3, 0.7]]))
    seen = []

    def dist(A, t):
        seen.append(t)
        return A.tv(PI, np.arange(2))

    t, before = strict_crossing(_Power.of(np.eye(2)), 0, [P], dist, 0.162 + 1e-12, 3)
    assert t == 3
    assert np.isclose(float(before.tv(PI, np.arange(2)).max()), 0.27, rtol=1e-12, atol=0)   # before = P^2
    assert seen[:2] == [1, 3]


def test_distance_at_exactly_eps_plus_tie_atol_counts_as_mixed():
    """``power_search`` stops squaring at ``d(2^k) <= eps + TIE_ATOL`` (inclusive: "above by at
    most ``TIE_ATOL``", :func:`toolkit._states.tie_or_below`). Lazy two-state chain
    ``P = [[3/4, 1/4], [1/4, 3/4]]``, ``pi = (1/2, 1/2)``: ``d(t) = 0.5^(t+1)``, ``d(1) = 1/4``
    exactly; ``eps`` is the float with ``eps + TIE_ATOL == 1/4`` exactly and ``1/4 - eps <=
    TIE_ATOL`` (and ``<= d(0) - d(1)``): a tie, so ``t_mix = 1``, not 2."""
    from exact._powers import TIE_ATOL, _doubling_dense, tie_or_below

    eps = 0.24999999999900002
    assert eps + TIE_ATOL == 0.25 and 0.25 - eps <= TIE_ATOL
    assert tie_or_below(0.25, 0.5, eps)
    res = _doubling_dense(np.array([[0.75, 0.25], [0.25, 0.75]]), np.array([0.5, 0.5]), eps, 2**40)
    assert res.t_mix == 1
