"""abs13a: the band width of :mod:`exact._harmonic_ritz` on a chain whose moves are one-way.

The band elimination stores every move ``(r, c)`` at offset ``c - r`` of a band of half-width
``w = max |r - c|`` (both directions: a non-reversible chain need not have the reverse of each
move). Here the moves are ``i -> i - 1`` and ``i -> i + 2`` only (irreducible:
``i -> i + 2 -> i + 1``), so the widths are 1 backwards and 2 forwards: ``w = 2``.

Reference: the dense eigenvalues of the 12-state kernel (numpy), whose second-largest modulus
gives the gap (about 2.4e-6, two metastable ends); the reduction's value must agree within its
error estimate. The work guard ``N (w + 1)^2 > WORK_MAX`` (the docstring: ``None`` when the
elimination work is above it) is checked at the threshold, ``WORK_MAX = 12 * 3^2 - 1``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact._harmonic_ritz as hr


def _one_way_chain():
    N = 12
    V = np.array([0, 1, 2, 3, 4, 6, 6, 4, 3, 2, 1, 0], dtype=float)   # wells at both ends
    beta = 2.0
    P = np.zeros((N, N))
    for i in range(N):
        if i - 1 >= 0:
            P[i, i - 1] = 0.25 * min(1.0, math.exp(-beta * (V[i - 1] - V[i])))
        if i + 2 < N:
            P[i, i + 2] = 0.25 * min(1.0, math.exp(-beta * (V[i + 2] - V[i])))
        P[i, i] = 1.0 - P[i].sum()
    w, vl = np.linalg.eig(P.T)
    pi = np.real(vl[:, np.argmin(np.abs(w - 1.0))])
    pi /= pi.sum()
    r, c = np.nonzero(P * (1.0 - np.eye(N)))
    return P, pi, r, c, np.log(P[r, c])


def test_one_way_moves_gap_agrees_with_dense_eigenvalues():
    P, pi, r, c, lv = _one_way_chain()
    assert np.abs(r - c).max() == 2 and (r - c).max() == 1   # one-way: +2 forwards, -1 back only
    ev = np.sort(np.abs(np.linalg.eigvals(P)))[::-1]
    gap = 1.0 - ev[1]
    res = hr.harmonic_ritz_gap(r, c, lv, np.log(pi), P.shape[0], reversible=False)
    assert res is not None and res.n_wells >= 2
    assert abs(res.gap - gap) <= res.error + 1e-14 and res.error < 1e-3 * gap


def test_one_way_moves_work_guard_counts_the_wider_direction(monkeypatch):
    P, pi, r, c, lv = _one_way_chain()
    N = P.shape[0]
    # w = 2: work N (w + 1)^2 = 108. At WORK_MAX = 108 it runs, at 107 it is refused (None)
    monkeypatch.setattr(hr, "WORK_MAX", N * 3**2)
    assert hr.harmonic_ritz_gap(r, c, lv, np.log(pi), N, reversible=False) is not None
    monkeypatch.setattr(hr, "WORK_MAX", N * 3**2 - 1)
    assert hr.harmonic_ritz_gap(r, c, lv, np.log(pi), N, reversible=False) is None


@pytest.mark.parametrize("flip", [False, True])
def test_reversed_orientation_same_gap(flip):
    # the mirror image (state i -> N - 1 - i): moves +1 and -2, the same spectrum
    P, pi, r, c, lv = _one_way_chain()
    N = P.shape[0]
    if flip:
        r, c, pi = N - 1 - r, N - 1 - c, pi[::-1].copy()
    ev = np.sort(np.abs(np.linalg.eigvals(P)))[::-1]
    res = hr.harmonic_ritz_gap(r, c, lv, np.log(pi), N, reversible=False)
    assert res is not None and abs(res.gap - (1.0 - ev[1])) <= res.error + 1e-14
