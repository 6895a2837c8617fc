"""gap15a: a line of exact.timescales that its targeted tests never ran
(targeted-coverage-2026-12-05): the harmonic-extension refinement of a slow cluster when
every state is a well (pi flat along every move), checked against the closed form."""

from __future__ import annotations

import math

import numpy as np

from exact.timescales import implied_timescales


def test_a_flat_metastable_chain_has_its_closed_form_timescales():
    # P = (1 - 2e) I + e (J - I) on 3 states: pi uniform (every state a local maximum of pi,
    # so no state is left to extend harmonically), eigenvalues 1 and 1 - 3e (twice).
    # Implied timescale -1 / log(1 - 3e) (lag 1).
    e = 1e-7
    P = np.full((3, 3), e)
    np.fill_diagonal(P, 1 - 2 * e)
    r = implied_timescales(P)
    assert r.reversible
    np.testing.assert_allclose(r.moduli, [1 - 3 * e, 1 - 3 * e], rtol=1e-12)
    np.testing.assert_allclose(r.timescales, [-1 / math.log1p(-3 * e)] * 2, rtol=1e-6)


def _metropolis_path(pi, e):
    """Metropolis on a path: P(i, i +- 1) = e/2 min(1, pi_j / pi_i), reversible for pi."""
    N = len(pi)
    P = np.zeros((N, N))
    for i in range(N):
        for j in (i - 1, i + 1):
            if 0 <= j < N:
                P[i, j] = e * 0.5 * min(1.0, pi[j] / pi[i])
        P[i, i] = 1.0 - P[i].sum()
    return P


def test_an_unseparated_slow_cluster_keeps_the_eigensolver_values():
    # Two wells (the ends) and a long flat middle, very lazy (e = 1e-6): every gap is below
    # REFINE_GAP and the excursions between the wells are as slow as the cluster (no
    # separation), so the harmonic Ritz refinement does not apply. Reference: the eigenvalues
    # of the symmetrized I - P in mpmath at 50 digits, timescale -1/log(1 - gap).
    import mpmath

    pi = np.array([10, 1, 1, 1, 1, 1, 1, 10.0])
    pi /= pi.sum()
    P = _metropolis_path(pi, 1e-6)
    r = implied_timescales(P)
    N = len(pi)
    with mpmath.workdps(50):
        s = [mpmath.sqrt(mpmath.mpf(float(x))) for x in pi]
        L = mpmath.matrix(N, N)
        for i in range(N):
            for j in range(N):
                if i != j and P[i, j] > 0:
                    L[i, j] = -mpmath.mpf(float(P[i, j])) * s[i] / s[j]
            L[i, i] = mpmath.fsum(mpmath.mpf(float(P[i, j])) for j in range(N) if j != i)
        gaps = np.array([float(g) for g in sorted(mpmath.eigsy(L)[0])[1:]])
    ref = -1.0 / np.log1p(-gaps)
    np.testing.assert_allclose(r.timescales, ref, rtol=1e-8)
    assert (r.relative_errors >= 0).all()
