"""exact.timescales on chains with several unit-modulus eigenvalues (harden8h1, issue 30). The
module docstring: t_i = inf "for a unit-modulus eigenvalue other than the Perron one (a
periodic or reducible chain)", known exactly from the graph (Perron-Frobenius: a closed class of
period d contributes the d-th roots of unity), so its relative error is 0, not the inf of an
eigenvalue "within its error of 1". The finite timescales beside them are the closed forms
-1 / ln|1 - p - r| of two-state blocks."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.timescales import implied_timescales


def _two(p, r):
    return np.array([[1 - p, p], [r, 1 - r]])


def test_reducible_chain_second_unit_eigenvalue_is_infinite_and_exact():
    # two closed classes: eigenvalues 1, 1, 0.6, 0.4
    P = np.zeros((4, 4))
    P[:2, :2], P[2:, 2:] = _two(0.1, 0.3), _two(0.4, 0.2)
    r = implied_timescales(P)
    assert r.timescales[0] == math.inf and r.relative_errors[0] == 0.0 and r.moduli[0] == 1.0
    np.testing.assert_allclose(r.timescales[1:], [-1 / math.log(0.6), -1 / math.log(0.4)], rtol=1e-12)


@pytest.mark.parametrize("N", [2, 3])
def test_identity_every_timescale_infinite_and_exact(N):
    r = implied_timescales(np.eye(N))
    assert (r.timescales == math.inf).all() and (r.relative_errors == 0.0).all()


def test_periodic_chains_exact_unit_circle():
    # the flip (period 2): eigenvalue -1, argument pi; the 3-cycle: e^{+-2 pi i/3}
    r = implied_timescales(np.array([[0.0, 1.0], [1.0, 0.0]]))
    assert r.timescales.tolist() == [math.inf] and r.relative_errors.tolist() == [0.0]
    assert r.arguments[0] == pytest.approx(math.pi)
    C = np.roll(np.eye(3), 1, axis=1)
    r = implied_timescales(C)
    assert (r.timescales == math.inf).all() and (r.relative_errors == 0.0).all()
    np.testing.assert_allclose(r.arguments, [2 * math.pi / 3] * 2, rtol=1e-12)


def test_aperiodic_irreducible_chain_has_finite_timescales():
    # the other side: one closed aperiodic class, every timescale finite (two-state: 1.9576)
    r = implied_timescales(_two(0.1, 0.3))
    assert r.timescales[0] == pytest.approx(-1 / math.log(0.6), rel=1e-12) and r.relative_errors[0] < 1e-10
