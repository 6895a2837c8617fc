"""Sweep 7, group a4 (issue 30): exact._nonreversible_krylov.nonreversible_krylov's use of its
Ritz values, with the Krylov runs and the two-sided quotient planted (the numbers are chosen,
so the module docstring's rules can be checked by hand):

- ``delta`` (the distance from ``mu`` to the rest of the spectrum) is the least of the distances
  to the other converged Ritz values and ``|mu|`` minus the largest modulus left out, never
  below 0;
- the quotient ``mu`` is kept when it is within ``err + LEFT_TOL`` of the left run's value
  ``th`` (a tie included: only beyond it do "the left and right values disagree"); beyond it,
  the larger modulus of the two is used with an error that covers both.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

import exact._nonreversible_krylov as nrk

N = 4
LAW = SimpleNamespace(pi=np.full(N, 0.25))


def _plant(monkeypatch, *, th, others, rest, mu, E=1e-12):
    seen = {}
    left = SimpleNamespace(values=np.array([th, *others], dtype=complex), rest=np.array(rest, dtype=complex),
                           vectors=np.ones((N, 1), dtype=complex), converged=True, products=10,
                           residuals=np.zeros(1))
    right = SimpleNamespace(values=np.array([th], dtype=complex), vectors=np.ones((N, 1), dtype=complex),
                            converged=True, products=5, residuals=np.zeros(1))
    runs = iter([left, right])
    monkeypatch.setattr(nrk, "krylov_schur", lambda *a, **k: next(runs))
    monkeypatch.setattr(nrk, "_two_sided", lambda *a: (complex(mu), 1e-9, 1e-9, 1.0))
    monkeypatch.setattr(nrk, "_rounding", lambda *a: 0.0)

    def tse(r, s, c, delta):
        seen["delta"] = delta
        return E

    monkeypatch.setattr(nrk, "two_sided_error", tse)
    monkeypatch.setattr(nrk, "_lambda_2", lambda *a: 0.1)
    return seen


@pytest.mark.parametrize(("others", "rest", "delta"), [
    ([0.3], [0.7], 0.2),      # |mu| - max|rest| = 0.9 - 0.7 below |0.3 - 0.9| = 0.6
    ([0.3], [], 0.6),         # nothing left out: the other converged value
    ([0.8], [0.5j], 0.1),     # |0.8 - 0.9| = 0.1 below 0.9 - 0.5 = 0.4
    ([], [0.95], 0.0),        # a left-out value of larger modulus: clamped at 0
    ([], [], 0.0),            # nothing else at all
])
def test_delta_is_the_distance_to_the_rest(monkeypatch, others, rest, delta):
    seen = _plant(monkeypatch, th=0.9, others=others, rest=rest, mu=0.9)
    nrk.nonreversible_krylov(np.eye(N), LAW)
    assert seen["delta"] == pytest.approx(delta, abs=1e-15)


def _tie_E(mu, th):
    """The error E with (E + 0 + 100 u |mu|) + LEFT_TOL == | |mu| - |th| | exactly."""
    d = abs(abs(mu) - abs(th))
    E = d - nrk.LEFT_TOL - 100 * nrk._U * abs(mu)
    for _ in range(64):
        total = (E + 0.0 + 100 * nrk._U * abs(mu)) + nrk.LEFT_TOL
        if total == d:
            return E
        E = np.nextafter(E, -np.inf if total > d else np.inf)
    raise AssertionError("no tie found")


def test_a_tie_keeps_the_quotient(monkeypatch):
    mu, th = 0.9, 0.85
    E = _tie_E(mu, th)
    _plant(monkeypatch, th=th, others=[0.3], rest=[], mu=mu, E=E)
    lam2, lam_star, gap, err, used = nrk.nonreversible_krylov(np.eye(N), LAW)
    assert "disagree" not in used and lam_star == mu
    assert err == E + 100 * nrk._U * mu                       # the estimate itself, not widened


@pytest.mark.parametrize(("mu", "th"), [(0.9, 0.85), (0.85, 0.9)])
def test_beyond_the_tie_the_larger_modulus_with_a_covering_error(monkeypatch, mu, th):
    E = np.nextafter(_tie_E(mu, th), -np.inf)                  # one ulp inside: the values disagree
    _plant(monkeypatch, th=th, others=[0.3], rest=[], mu=mu, E=E)
    lam2, lam_star, gap, err, used = nrk.nonreversible_krylov(np.eye(N), LAW)
    assert "left and right values disagree" in used
    assert lam_star == max(mu, th) and gap == pytest.approx(1 - max(mu, th), abs=1e-15)
    assert err == pytest.approx(abs(mu - th), rel=1e-12)
