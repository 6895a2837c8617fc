"""exact._harmonic_ritz: the work guard reads the *largest* band offset (ops13a, issue 30).

:func:`exact._harmonic_ritz.harmonic_ritz_gap` returns None when "elimination work above
``WORK_MAX``" (its docstring): the banded elimination costs ``N (w + 1)^2`` with ``w`` the
band's half-width, ``max |r - c|`` over the moves. A Metropolis chain on 9 states (a double
well, wells at 0 and 8) moving to its neighbours and between 0 and 2 has ``w = 2``: work
``9 * 3^2 = 81``. With ``WORK_MAX = 50`` the guard must skip it; the moves listed last
(``8 -> 7``) have offset 1 (work 36), so a guard reading the last move's offset lets it
through."""

from __future__ import annotations

import numpy as np
import pytest

import exact._harmonic_ritz as hr

N = 9


def _chain():
    log_pi = -3.0 * np.array([0, 1, 2, 3, 4, 3, 2, 1, 0], dtype=float)
    log_pi -= np.logaddexp.reduce(log_pi)
    edges = [(0, 2), (2, 0)] + [(i, i + 1) for i in range(N - 1)] + [(i + 1, i) for i in range(N - 1)]
    r = np.array([e[0] for e in edges])
    c = np.array([e[1] for e in edges])
    lv = np.log(0.3) + np.minimum(0.0, log_pi[c] - log_pi[r])   # Metropolis: reversible for pi
    return r, c, lv, log_pi


def test_the_chain_is_in_scope_and_its_gap_matches_the_dense_one():
    r, c, lv, log_pi = _chain()
    res = hr.harmonic_ritz_gap(r, c, lv, log_pi, N)
    assert res is not None
    P = np.zeros((N, N))
    P[r, c] = np.exp(lv)
    P[np.arange(N), np.arange(N)] = 1.0 - P.sum(axis=1)
    s = np.exp(0.5 * log_pi)
    lam = np.sort(np.linalg.eigvalsh(s[:, None] * P / s[None, :]))   # D^1/2 P D^-1/2: symmetric
    assert res.gap == pytest.approx(1.0 - lam[-2], rel=1e-6)


def test_work_guard_uses_the_widest_move(monkeypatch):
    r, c, lv, log_pi = _chain()
    assert int(np.abs(r - c).max()) == 2 and abs(int(r[-1] - c[-1])) == 1
    monkeypatch.setattr(hr, "WORK_MAX", 50)            # 9 * (1 + 1)^2 = 36 <= 50 < 81 = 9 * (2 + 1)^2
    assert hr.harmonic_ritz_gap(r, c, lv, log_pi, N) is None
    monkeypatch.setattr(hr, "WORK_MAX", 81)            # the work itself is allowed
    assert hr.harmonic_ritz_gap(r, c, lv, log_pi, N) is not None
