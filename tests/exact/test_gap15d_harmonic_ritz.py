"""exact._harmonic_ritz: the documented "no reduction" cases that no targeted test reached
(gap15d, targeted-coverage-2026-12-05): elimination work above ``WORK_MAX``, a precision above
``DIGITS_MAX``, and neither ``theta_1 max h < 1`` nor a separation ``eta > 0``.

Chain: a star, centre 0 and ``leaves`` wells, ``P(leaf, 0) = a``, ``P(0, leaf) = b``,
``pi(leaf) propto b``, ``pi(0) propto a`` (detailed balance); the gap of ``I - P`` is ``a``
(the functions vanishing at the centre and summing to zero over the wells), and the expected
time to reach the wells from the centre is ``h(0) = 1 / (leaves b)``.
"""

from __future__ import annotations

import numpy as np

from exact import _harmonic_ritz
from exact._harmonic_ritz import harmonic_ritz_gap


def _star(a: float, b: float, leaves: int):
    r = np.array([x for k in range(1, leaves + 1) for x in (k, 0)])
    c = np.array([x for k in range(1, leaves + 1) for x in (0, k)])
    lv = np.log([x for _ in range(leaves) for x in (a, b)])
    lp = np.log([a] + [b] * leaves)
    return r, c, lv, lp - np.log(a + leaves * b)


def test_work_above_work_max_gives_no_reduction(monkeypatch):
    """Docstring: None when the elimination work ``N (w + 1)^2`` is above ``WORK_MAX``; the same
    chain is reduced (gap ``a``) under the default limit."""
    r, c, lv, lp = _star(1e-30, 0.2, 2)
    res = harmonic_ritz_gap(r, c, lv, lp, 3)
    assert res is not None and abs(res.gap - 1e-30) <= res.error
    # N = 3 states and a band w >= 1: the work is at least 3 * 2^2 = 12 > 11
    monkeypatch.setattr(_harmonic_ritz, "WORK_MAX", 11)
    assert harmonic_ritz_gap(r, c, lv, lp, 3) is None


def _metropolis_path(L: int, eps: float):
    """Metropolis chain on the path ``0..L-1`` (``P(i, i +- 1) = min(1, pi(j) / pi(i)) / 2``),
    ``log pi(i) = eps |i - (L - 1) / 2|``: two wells (the ends) and a nearly flat law between."""
    x = np.arange(L)
    lp = eps * np.abs(x - (L - 1) / 2)
    lp -= np.log(np.exp(lp).sum())
    r, c, v = [], [], []
    for i in range(L):
        for j in (i - 1, i + 1):
            if 0 <= j < L:
                r.append(i)
                c.append(j)
                v.append(np.log(0.5 * min(1.0, np.exp(lp[j] - lp[i]))))
    return np.array(r), np.array(c), np.array(v), lp


def test_no_reduction_without_a_small_theta_or_a_separation():
    """Docstring: None when neither ``theta_1 max h < 1`` nor ``eta > 0``. A nearly flat path of
    12 states between two wells: the gap (about ``pi^2 / (2 * 11^2) ~ 0.04``, a random walk's) times
    the expected time to reach an end from the middle (about ``5.5^2 / (1/1) ~ 30`` steps of a walk
    moving with probability ~1) is far above 1, and the second Ritz value is the gap itself
    (two wells), so ``eta = 1 / max h - theta_1 < 0``."""
    assert harmonic_ritz_gap(*_metropolis_path(12, 0.01), 12) is None
    # deep wells (eps = 3): theta_1 max h << 1, the reduction applies and its interval holds the
    # gap of I - P computed densely here
    r, c, lv, lp = _metropolis_path(12, 3.0)
    res = harmonic_ritz_gap(r, c, lv, lp, 12)
    P = np.zeros((12, 12))
    P[r, c] = np.exp(lv)
    P[np.arange(12), np.arange(12)] = 1 - P.sum(axis=1)
    d = np.exp(lp / 2)
    S = d[:, None] * P / d[None, :]          # D^1/2 P D^-1/2: symmetric for a reversible chain
    gap = 1 - np.sort(np.linalg.eigvalsh((S + S.T) / 2))[-2]
    assert res is not None and res.lower * (1 - 1e-9) <= gap <= res.upper * (1 + 1e-9)
