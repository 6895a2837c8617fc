"""Documented contracts of the exact engines (issue 30, branch harden11b) that no targeted test
held, each from a docstring or a message and a hand value, never from the code's own output:

- ``exact.lumped``: a killed sector's smallest eigenvalue is the Collatz-Wielandt midpoint with
  the half-width plus ``10 n u`` of it as its error; sector 0's error holds its ``10 n u``; a
  sector-0 gap below 1e-308 is returned as 0 with error 1e-308;
- ``exact.observables.exact_exit_times``: 0 outside the set (a single state's shortcut too);
- ``exact.distance.mixing_time_from``: stepping gives up at ``t_max`` (never evaluates beyond);
- ``exact.reversibility``: the note writes ``<=`` for a residual within the tolerance;
- ``exact.basins.Basins``: the text counts the states that reach several attractors.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.basins import basins
from exact.distance import mixing_time_from
from exact.kernel import glauber_kernel
from exact.lumped import _birth_death_gap, _killed_birth_death_gap, _sectors, count_stationary_law
from exact.observables import exact_exit_times
from exact.reversibility import reversibility
from toolkit.models import CurieWeiss, potts, random_exchangeable

_U = 2.0**-53


# ------------------------------------------------------------------ exact.lumped
def _killed_matrix(s):
    """``I - A_j`` of a killed sector: up rates ``a_m``, down rates ``b_m``, killing ``kappa_m``
    (row ``m``: ``a_m + b_m + kappa_m`` on the diagonal, ``-a_m`` at ``m + 1``, ``-b_m`` at ``m - 1``)."""
    a, b, k = np.exp(s.log_up), np.exp(s.log_down), np.asarray(s.kill, dtype=float)
    return np.diag(a + b + k) - np.diag(a[:-1], 1) - np.diag(b[1:], -1)


def test_killed_sector_error_is_half_the_collatz_wielandt_width_plus_10nu():
    """_killed_birth_death_gap: for y > 0 and x = (I - A_j)^-1 y, min y/x <= mu <= max y/x; the
    midpoint is returned with the half-width (plus 10 n u of it) as the error. One step from
    the ones, by a dense solve here (moderate rates: float64 is exact enough)."""
    m = random_exchangeable(2, 8, 2.0, rng=1)
    secs = [s for s in _sectors(m, 1.0, 0.0)[1:] if s.size >= 3]
    assert secs
    for s in secs:
        M = _killed_matrix(s)
        x = np.linalg.solve(M, np.ones(s.size))
        lo, hi = float((1.0 / x).min()), float((1.0 / x).max())
        assert hi - lo > 1e-6 * hi     # one step is far from converged: the width matters
        mu, err = _killed_birth_death_gap(s, max_iter=1)
        assert mu == pytest.approx(0.5 * (lo + hi), rel=1e-10)
        assert err == pytest.approx(0.5 * (hi - lo) + 10 * s.size * _U * mu, rel=1e-8)
        # converged: the error is the 10 n u term (the width below 1e-14 relative) and covers
        # the smallest eigenvalue of the dense matrix
        mu, err = _killed_birth_death_gap(s)
        assert 10 * s.size * _U * mu <= err <= (10 * s.size * _U + 1e-14) * mu
        assert abs(mu - float(np.linalg.eigvals(M).real.min())) <= err + 1e-13 * mu


def test_sector0_gap_error_holds_its_10nu_and_underflow_is_0_with_error_1e308():
    """_birth_death_gap: error = the quotient's last change plus ``10 n u`` of it; a gap below
    1e-308 (Curie-Weiss n = 20 at T = 0.01: barrier ~ n/4 over T, e^-500 and below) is
    returned as 0 with error 1e-308 (float64's smallest normal)."""
    m = CurieWeiss(20, 1.0)
    for T in (0.05, 0.01):
        s0 = _sectors(m, T, 0.0)[0]
        gap, err = _birth_death_gap(s0, count_stationary_law(m, temperature=T).log_pi[::-1])
        if T == 0.05:
            assert 0 < gap < 1e-60 and err >= 10 * s0.size * _U * gap
        else:
            assert (gap, err) == (0.0, np.finfo(float).tiny)


# ------------------------------------------------------------------ exact.observables
def test_single_state_exit_time_is_zero_outside_the_set():
    """Potts q = 2, n = 2, coupling 1, T = 1 from 00: each site leaves with 1/(1 + e), picked with
    probability 1/2, so P(leave) = 1/(1 + e) and E[tau] = 1 + e; 0 at the other states."""
    K = glauber_kernel(potts(2, 2, 1.0), temperature=1.0)
    tau = exact_exit_times(K, [True, False, False, False])
    assert tau[0] == pytest.approx(1.0 + math.e, rel=1e-12)
    assert tau[1:].tolist() == [0.0, 0.0, 0.0]


# ------------------------------------------------------------------ exact.distance
def test_stepping_gives_up_at_t_max():
    """P = [[0.9, 0.1], [0.1, 0.9]] from state 0: d(t) = 0.5 * 0.8^t, d(3) = 0.256 > 1/4 >=
    d(4) = 0.2048: t_max = 3 is not reached, and nothing beyond t = 3 is evaluated."""
    P = np.array([[0.9, 0.1], [0.1, 0.9]])
    r = mixing_time_from(P, 0, eps=0.25, method="stepping", t_max=3)
    assert r.t_mix is None and r.times == (0, 1, 2, 3)
    assert r.distances == pytest.approx([0.5 * 0.8**t for t in range(4)], abs=1e-15)
    assert mixing_time_from(P, 0, eps=0.25, method="stepping", t_max=4).t_mix == 4


# ------------------------------------------------------------------ exact.reversibility
def test_matrix_rule_note_writes_le_within_the_tolerance():
    r = reversibility(np.array([[0.9, 0.1], [0.1, 0.9]]))   # symmetric: detailed balance exactly
    assert r.reversible
    assert r.detail.startswith("max edge-wise relative residual ") and " <= 1e-09" in r.detail


# ------------------------------------------------------------------ exact.basins
def test_basins_text_counts_states_reaching_several_attractors():
    """Potts q = 2, n = 2, coupling 1 at T = 0: 00 and 11 are attractors; 01 and 10 reach both
    (updating either site copies the other), so 2 states reach several."""
    b = basins(potts(2, 2, 1.0))
    assert b.labels.tolist().count(-1) == 2
    assert str(b).endswith("states reaching several attractors: 2")


# ------------------------------------------------------------------ exact.checks
def test_escape_claim_quotes_the_tightest_of_two_fixed_points():
    """The escape-bound claim: E_x*[tau_exit] >= e^(gamma/T)/(q-1) at every x*, its note
    "tightest at [x*]" naming the fixed point of least slack ln(E[tau]/bound). Potts q = 2, n = 3,
    coupling 1 with a field 0.5 on token 0: two strict fixed points, 000 (gamma = 2.5) and 111
    (gamma = 1.5), whose slacks differ."""
    from exact.markov import ExactChain

    m = potts(2, 3, 1.0, field=np.tile([0.5, 0.0], (3, 1)))
    rep = ExactChain(m, temperature=1.0).check()
    assert sorted(round(e.fixed_point.gamma, 12) for e in rep.escapes) == [1.5, 2.5]
    tight, loose = sorted(rep.escapes, key=lambda e: e.log_slack)
    assert tight.log_slack < loose.log_slack
    c = rep.claim("escape-bound")
    assert f"tightest at [{tight.fixed_point.text}]" in c.note
    assert c.bound == tight.bound and c.value == tight.exit_time
