"""The relative errors of ``implied_timescales`` are bounds on the float64 timescales it returns.

Two gaps found by the abs12c sweep (stop 46):
- the relative error left out the rounding of ``-lag / log1p(-mu)`` itself: a Kato-Temple
  refined gap had a relative error of 1e-24 while the float64 timescale is off by 2.9e-16 from
  a 60-digit reference;
- with ``k < N - 1`` and every kept eigenvalue in the refined cluster, the Kato-Temple gap to
  "the rest of the spectrum" was taken as 1, though the eigenvalues not computed may lie as
  close as the smallest kept modulus allows.
The references are mpmath eigenvalues at 60 digits (an independent computation).
"""

import math

import mpmath
import numpy as np
import pytest

from exact.timescales import ROUNDING_REL, implied_timescales

from . import reference_chains as rc

U = float(np.finfo(float).eps) / 2


def _three_wells(e=2.0**-23):
    """Symmetric 5-state chain (doubly stochastic: pi uniform, reversible): a swap pair {0, 1}
    (block eigenvalue 1 - 2 * 0.875 = -0.75), a triangle {2, 3, 4} (1 - 3 * 0.15625 = 0.53125,
    double), joined by ``e`` between 1 and 2, so one eigenvalue is 1 - O(e). Every entry is a
    binary fraction, so the float64 rows sum to 1 exactly and the reference sees the same
    stochastic matrix (with 0.9 and 0.15 the exact rows miss 1 by 1e-17, which moves the slow
    gap by 1e-10 relative)."""
    P = rc.swap_pair_triangle(0.875, 0.15625, e)
    assert all(sum(map(mpmath.mpf, row)) == 1 for row in P.tolist())  # exactly stochastic
    return P


def _reference_timescales(P, digits=60):
    """-1 / ln|lambda_i| for the non-Perron eigenvalues, slowest first, from mpmath's
    symmetric eigensolver at ``digits`` digits (P is symmetric here)."""
    with mpmath.workdps(digits):
        A = mpmath.matrix(P.tolist())
        ev = sorted((abs(x) for x in mpmath.eigsy(A, eigvals_only=True)), reverse=True)[1:]
        return [-1 / mpmath.log(x) for x in ev]


def test_rounding_floor_is_four_unit_roundoffs():
    assert ROUNDING_REL == 4 * U


@pytest.mark.parametrize("k", [None, 1, 2])
def test_reported_relative_errors_bound_the_float64_timescales(k):
    P = _three_wells()
    r = implied_timescales(P, k=k)
    ref = _reference_timescales(P)[: r.timescales.size]
    actual = [abs(mpmath.mpf(float(t)) - t_ref) / t_ref for t, t_ref in zip(r.timescales, ref, strict=True)]
    # the slowest timescale is about 1e7 steps; its float64 value differs from the reference
    # in the last bits, above any Kato-Temple term (about 1e-24 relative here)
    assert float(actual[0]) > 1e-17
    for a, bound in zip(actual, r.relative_errors, strict=True):
        assert float(a) <= bound


def test_a_truncated_cluster_is_not_certified_tighter_than_the_full_spectrum():
    # k = 1 keeps only the slow eigenvalue: the eigenvalues not computed (0.53, 0.53, -0.75) are
    # unknown, and the nearest any may be is bounded only by the kept modulus itself, so the
    # error of k = 1 cannot be below that of the full spectrum (which knows 1 - |-0.75| = 0.25)
    P = _three_wells()
    full = implied_timescales(P)
    one = implied_timescales(P, k=1)
    np.testing.assert_allclose(one.timescales[0], full.timescales[0], rtol=1e-9)
    assert one.relative_errors[0] >= full.relative_errors[0]


def test_a_timescale_at_an_exact_unit_gap_has_no_error():
    # P = [[0, 1], [1, 0]] has eigenvalue -1 exactly (|lambda| = 1: timescale inf, exact)
    r = implied_timescales(np.array([[0.0, 1.0], [1.0, 0.0]]))
    assert math.isinf(r.timescales[0]) and r.relative_errors[0] == 0.0
