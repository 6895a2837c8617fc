"""Eighteenth blind audit, part 18a (issue 30): the survivor ``audit18a.timescales.dense_error_without_n``.

A reversible chain's eigenvalues come from a dense symmetric ``eigh`` of ``S = D^{1/2} P D^{-1/2}``;
a backward-stable symmetric eigensolver returns each eigenvalue only to about ``p(N) u ||S||_2``
absolutely (Golub & Van Loan, Matrix Computations, 4th ed., Thm 8.1.4 / Sec. 8.1.2 on the
sensitivity of symmetric eigenvalues; ``||S||_2 = 1`` for a reversible stochastic ``P``), which the
module docstring of :mod:`exact.timescales` states as "a dense eigensolver knows [the gap] only to
about ``N u`` absolutely". So the relative error a timescale carries must be at least what an
absolute error ``(N - 1) u`` of its gap ``mu`` gives, ``(N - 1) u / ((1 - mu) |ln(1 - mu)|)``
(``d t / t = d mu / ((1 - mu) |ln(1 - mu)|)`` for ``t = -1 / ln(1 - mu)``): an estimate of about
``u`` claims an accuracy the eigensolver does not give once ``N`` is more than a few states.
"""

from __future__ import annotations

import math

import numpy as np

from exact import ExactChain
from exact.timescales import implied_timescales
from toolkit.models import IndependentSites

U = float(np.finfo(float).eps) / 2


def test_dense_reversible_timescales_carry_at_least_the_eigensolvers_n_u():
    # n = 6 independent binary sites, random scan: N = 64 states, eigenvalues 1 - k/6 with
    # multiplicity C(6, k) (a product chain: IndependentSites' docstring), all at least 1/6 from 1,
    # so nothing is refined past the dense eigh (REFINE_GAP = 1e-6)
    n = 6
    h = np.array([[0.3, -0.2], [0.1, 0.5], [0.0, 0.4], [-0.7, 0.2], [0.25, 0.0], [0.6, -0.1]])
    P = ExactChain(IndependentSites(h), temperature=1.0).kernel
    its = implied_timescales(P)
    N = 2 ** n
    assert its.reversible and its.method == "dense eigh (symmetrized)"
    lam = np.array(sorted((1 - k / n for k in range(n + 1) for _ in range(math.comb(n, k))), reverse=True))[1:]
    mu = 1.0 - lam
    finite = lam > 0                                  # k = n: lambda = 0, timescale 0 (not relative)
    want = -1.0 / np.log(lam[finite])
    # the closed form, and the error estimate covering the actual error
    got = its.timescales[finite]
    assert np.all(np.abs(got - want) <= its.relative_errors[finite] * want)
    # the estimate is at least the eigensolver's accuracy (N - 1) u on each gap
    floor = (N - 1) * U / ((1.0 - mu[finite]) * np.abs(np.log1p(-mu[finite])))
    assert np.all(its.relative_errors[finite] >= floor), (its.relative_errors[finite] / floor).min()


def test_the_floor_grows_with_the_number_of_states():
    # the same check over 2..6 sites: the estimate per gap grows at least like N u
    for n in range(2, 7):
        rng = np.random.default_rng(n)
        P = ExactChain(IndependentSites(rng.normal(size=(n, 2))), temperature=1.0).kernel
        its = implied_timescales(P)
        N = 2 ** n
        lam = 1.0 - np.array([k / n for k in range(1, n + 1) for _ in range(math.comb(n, k))])
        finite = lam > 0
        mu = 1.0 - lam[finite]
        floor = (N - 1) * U / ((1.0 - mu) * np.abs(np.log1p(-mu)))
        assert np.all(its.relative_errors[finite] >= floor), n
