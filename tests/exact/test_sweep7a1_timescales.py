"""Automatic mutation sweep 7, group a1 (issue 30): exact.timescales' accuracy machinery, from
closed forms. The relative error of ``t = -1/log1p(-mu)`` from an absolute error of ``mu``
(``|dt/t| = |dmu| / ((1 - mu) |log1p(-mu)|)``, checked against a finite difference), the
residual ``||(I - S) v - mu v|| / ||v||`` of a Ritz pair, the Kato-Temple error
``min(r, r^2 / delta)`` with ``delta`` the distance to the other Ritz values, and the strict
boundary ``gap < REFINE_GAP`` of the refinements (the module docstring)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.timescales as ts
from exact.spectral import REFINE_GAP
from exact.stationary import as_law


# ---------------------------------------------------------------- _rel: |dt/t| from |dmu|
@pytest.mark.parametrize("mu", [1e-3, 0.1, 0.5, 0.9])
def test_relative_error_is_the_derivative_of_the_timescale(mu):
    # t(mu) = -1/log1p(-mu); |t(mu + h) - t(mu)| / t(mu) ~ |t'(mu)| h / t(mu) for small h
    h = 1e-9 * mu
    t = lambda m: -1.0 / math.log1p(-m)  # noqa: E731
    fd = abs(t(mu + h) - t(mu - h)) / (2 * t(mu))
    got = float(ts._rel(np.array([h]), np.array([mu]))[0])
    assert got == pytest.approx(fd, rel=1e-5)
    # the closed form: h / ((1 - mu) |ln(1 - mu)|); mu = 0.5: h / (0.5 ln 2)
    assert got == pytest.approx(h / ((1 - mu) * abs(math.log(1 - mu))), rel=1e-12)


def test_relative_error_edges():
    mu = np.array([0.5, 0.5, 1e-3, 0.75, 0.25, 0.75])
    err = np.array([0.0, 0.5, 1e-3, 0.25, 0.75, np.nextafter(0.25, 0)])
    got = ts._rel(err, mu)
    assert got[0] == 4 * (np.finfo(float).eps / 2)  # no error in mu: only t's own float64 rounding, 4u
    assert got[1] == math.inf                # |lambda| = 0.5 within 0.5 of 0: not bounded relatively
    assert got[2] == math.inf                # mu = err: |lambda| within its error of 1
    assert got[3] == math.inf                # 1 - mu = err: |lambda| within its error of 0
    assert got[4] == math.inf                # err above 1 - mu
    assert got[5] == pytest.approx(0.25 / (0.25 * math.log(4)), rel=1e-12)   # just inside: finite
    fine = ts._rel(np.array([1e-4]), np.array([2e-3]))[0]
    assert math.isfinite(fine) and fine == pytest.approx(1e-4 / ((1 - 2e-3) * -math.log1p(-2e-3)), rel=1e-12)


def test_timescale_closed_form():
    # t = -lag / ln(1 - mu); inf at mu = 0, 0 at mu = 1
    got = ts._timescale(np.array([0.0, 0.4, 1.0, 0.5]), 3)
    assert got[0] == math.inf and got[2] == 0.0
    assert got[1] == pytest.approx(-3 / math.log(0.6), rel=1e-14)
    assert got[3] == pytest.approx(3 / math.log(2), rel=1e-14)


# ---------------------------------------------------------------- _residual of a Ritz pair
def test_residual_of_an_eigenpair_and_of_a_wrong_value():
    # P = [[0.9, 0.1], [0.3, 0.7]]: pi = (3/4, 1/4); I - S has eigenvalues 0 and p + r = 0.4,
    # the second with eigenvector orthogonal to sqrt(pi): v = (sqrt(1/4), -sqrt(3/4))
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    v = np.array([0.5, -math.sqrt(0.75)])
    assert ts._residual(P, v, 0.4) < 1e-15
    # a wrong value mu: (I - S) v - mu v = (0.4 - mu) v, so the residual is |0.4 - mu|
    assert ts._residual(P, v, 0.3) == pytest.approx(0.1, rel=1e-12)
    assert ts._residual(P, 3.0 * v, 0.1) == pytest.approx(0.3, rel=1e-12)   # scale-free
    # the Perron vector sqrt(pi) with mu = 0.25: residual 0.25
    assert ts._residual(P, np.array([math.sqrt(0.75), 0.5]), 0.25) == pytest.approx(0.25, rel=1e-12)
    assert ts._residual(P, np.zeros(2), 0.4) == math.inf


# ---------------------------------------------------------------- Kato-Temple in _reversible
def _three_state(a: float, b: float) -> np.ndarray:
    """Symmetric birth-death chain 0 -a- 1 -b- 2 (uniform pi): I - P has eigenvalues 0 and
    (a + b) -+ sqrt((a + b)^2 - 3ab) (the roots of x^2 - 2(a + b) x + 3ab)."""
    return np.array([[1 - a, a, 0.0], [a, 1 - a - b, b], [0.0, b, 1 - b]])


def test_reversible_ritz_values_and_kato_temple_error(monkeypatch):
    a, b = 1e-7, 3e-7
    P = _three_state(a, b)
    lo, hi = 4e-7 - math.sqrt(7) * 1e-7, 4e-7 + math.sqrt(7) * 1e-7    # both below REFINE_GAP = 1e-6
    assert hi < REFINE_GAP
    law = as_law(P, None)
    mu, arg, err, method = ts._reversible(P, law, 2)
    np.testing.assert_allclose(mu, [lo, hi], rtol=1e-9)
    # Kato-Temple: err = min(r, r^2 / delta), delta = distance to the other Ritz value (hi - lo);
    # with the residual fixed at r = 1e-9: r^2 / delta = 1e-18 / (2 sqrt(7) 1e-7)
    monkeypatch.setattr(ts, "_residual", lambda P, v, m: 1e-9)
    mu, arg, err, method = ts._reversible(P, law, 2)
    delta = hi - lo
    np.testing.assert_allclose(err, [1e-18 / delta, 1e-18 / delta], rtol=1e-6)
    # a residual larger than delta: the error is r itself
    monkeypatch.setattr(ts, "_residual", lambda P, v, m: 1e-3)
    mu, arg, err, method = ts._reversible(P, law, 2)
    np.testing.assert_allclose(err, [1e-3, 1e-3], rtol=1e-12)


def test_kato_temple_delta_to_a_far_eigenvalue(monkeypatch):
    # a = 1e-7, b = 0.3: one slow gap (~ a/... below REFINE_GAP) and one far one; delta is the
    # distance from the slow Ritz value to the far gap 1 - |lambda| (closed form above)
    a, b = 1e-7, 0.3
    P = _three_state(a, b)
    s = math.sqrt((a + b) ** 2 - 3 * a * b)
    lo, hi = (a + b) - s, (a + b) + s
    monkeypatch.setattr(ts, "_residual", lambda P, v, m: 1e-6)
    mu, arg, err, method = ts._reversible(P, as_law(P, None), 2)
    assert mu[0] == pytest.approx(lo, rel=1e-8) and mu[1] == pytest.approx(hi, rel=1e-12)
    assert err[0] == pytest.approx(1e-12 / (hi - lo), rel=1e-6)


# ---------------------------------------------------------------- REFINE_GAP is strict
def _spy_chain():
    # a reversible, irreducible, aperiodic 4-state chain (symmetric: uniform pi)
    return np.array([[0.5, 0.2, 0.2, 0.1], [0.2, 0.5, 0.1, 0.2], [0.2, 0.1, 0.5, 0.2], [0.1, 0.2, 0.2, 0.5]])


@pytest.mark.parametrize(("mu1", "called"), [(REFINE_GAP, False), (np.nextafter(REFINE_GAP, 0), True)])
def test_harmonic_cluster_only_below_refine_gap(monkeypatch, mu1, called):
    seen = []

    def fake_reversible(P, law, k):
        return (np.array([0.5 * REFINE_GAP, mu1, 0.5]), np.zeros(3), np.full(3, 1e-20), "dense eigh (symmetrized)")

    def spy(P, law, N, mu, err):
        seen.append(mu.copy())
        return mu, err, None, "; spied"

    monkeypatch.setattr(ts, "_reversible", fake_reversible)
    monkeypatch.setattr(ts, "_harmonic_cluster", spy)
    res = ts.implied_timescales(_spy_chain())
    assert bool(seen) is called
    assert ("; spied" in res.method) is called


@pytest.mark.parametrize(("mu0", "called"), [(REFINE_GAP, False), (np.nextafter(REFINE_GAP, 0), True)])
def test_spectral_summary_only_below_refine_gap(monkeypatch, mu0, called):
    seen = []

    def fake_reversible(P, law, k):
        return (np.array([mu0, 0.3, 0.5]), np.zeros(3), np.full(3, 1e-20), "dense eigh (symmetrized)")

    def spy(P, law):
        seen.append(True)
        raise AssertionError("stop")

    monkeypatch.setattr(ts, "_reversible", fake_reversible)
    monkeypatch.setattr(ts, "spectral_summary", spy)
    if called:
        with pytest.raises(AssertionError, match="stop"):
            ts.implied_timescales(_spy_chain())
    else:
        ts.implied_timescales(_spy_chain())
    assert bool(seen) is called
