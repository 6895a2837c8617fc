"""cmp16a (issue 30): the soundness report's coupling claim "t_lower = the last grid time with
d_lower > eps" re-derives ``toolkit.bounds``' ``t_lower`` ("the largest grid time whose lower
bound exceeds eps", its module docstring): a grid time where ``d_lower`` equals ``eps`` exactly
does not exceed it, so the report must not count it. ``d_lower`` is set to ``EPS`` at the grid
time right after the last one above ``EPS`` (the other entries as ``mixing_bounds`` computed
them), so the report's comparison sits on its equality case; the claim must still hold."""

import dataclasses

import numpy as np

import exact
from toolkit.app.report import soundness

_REAL = soundness.mixing_bounds
_CLAIM = "coupling: t_lower = the last grid time with d_lower > eps (d does not increase)"


def test_d_lower_equal_to_eps_is_not_above_eps(monkeypatch):
    touched = []

    def bounds(*a, **k):
        b = _REAL(*a, **k)
        d = np.array(b.d_lower, dtype=float)
        above = np.flatnonzero(d > soundness.EPS)
        j = above[-1] + 1 if above.size else 0
        if j < d.size:
            d[j] = soundness.EPS
            touched.append(j)
        return dataclasses.replace(b, d_lower=d)

    monkeypatch.setattr(soundness, "mixing_bounds", bounds)
    s = soundness.Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._coupling(exact, eq, ineq, np.random.default_rng(2026))
    assert touched  # the equality case was placed on at least one model's grid
    claims = {c.name: c for c in s.claims}
    assert bool(claims[_CLAIM].holds)


_NR = "non-reversible bound = min_k k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))"


def test_a_zero_multiplicative_gap_gives_no_bound(monkeypatch):
    """The non-reversible bound's term for ``gamma_k = 0`` is ``k ceil(L / -ln 1)``: infinite, no
    bound (``(P*)^k P^k`` then does not contract). The report's recomputation skips it: one more
    ``gamma_9 = 0`` appended to each model's gaps leaves the minimum over the others unchanged."""
    real = soundness._Exact.mult_gaps
    monkeypatch.setattr(soundness._Exact, "mult_gaps", lambda self, k_max=8: real(self, k_max) + [0.0])
    s = soundness.Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._spectral(exact, eq, ineq)
    claims = {c.name: c for c in s.claims}
    assert bool(claims[_NR].holds)
