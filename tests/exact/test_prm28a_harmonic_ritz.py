"""prm28a: the non-reversible pencil's separation ``eta`` is ``1 / max h - |mu|`` with ``h`` the
expected hitting times of the wells from the other states (exact._harmonic_ritz module
docstring, 4: ``eta >= 1/max h - theta``; ``||L_RR^-1||_inf = max h``). The tested rings had
equal saddles (every ``h`` equal); here the saddles differ and the first is not the slowest."""
import numpy as np
import pytest

from exact import stationary_law
from exact._harmonic_ritz import harmonic_ritz_gap


def _chain(moves: dict, N: int):
    P = np.zeros((N, N))
    for (x, y), p in moves.items():
        P[x, y] = p
    P += np.diag(1 - P.sum(axis=1))
    r, c = np.array([k[0] for k in moves]), np.array([k[1] for k in moves])
    return P, (r, c, np.log(P[r, c]))


def test_nonreversible_eta_uses_the_largest_hitting_time():
    # a ring of wells 0, 2, 4 and saddles 1, 3, 5, clockwise-biased (non-reversible); saddle 1
    # is ten times slower to leave: h(3) = h(5) = 1 / (0.3 + 0.2) = 2, h(1) = 1 / 0.05 = 20
    # (the ring is reordered for a narrow band: saddle 1 is not the first state eliminated)
    ring = {}
    for w in (0, 2, 4):
        ring[(w, (w + 1) % 6)], ring[(w, (w - 1) % 6)] = 2e-5, 1e-5
    for s, (a, b) in ((1, (0.03, 0.02)), (3, (0.3, 0.2)), (5, (0.3, 0.2))):
        ring[(s, (s + 1) % 6)], ring[(s, (s - 1) % 6)] = a, b
    P, (r, c, lv) = _chain(ring, 6)
    law = stationary_law(P)
    res = harmonic_ritz_gap(r, c, lv, law.log_pi, 6, reversible=False)
    assert res is not None
    gap = 1 - float(np.sort(np.abs(np.linalg.eigvals(P)))[-2])
    assert res.gap == pytest.approx(gap, rel=1e-2)
    max_h = 20.0
    # eta = 1 / max h - |mu|, |mu| the pencil's eigenvalue's modulus (~ the gap, 2.4e-5, up to its
    # imaginary part): within 1e-4 of 1 / 20 (1 / h(1) = 1/2 would be far off)
    assert 1 / max_h - 1e-4 < res.eta < 1 / max_h
