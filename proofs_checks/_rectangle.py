"""The rectangle statistic, shared by the symbolic and numeric checks.

``li[s][t] = l_i(a_s; b_t)`` and ``lj[s][t] = l_j(b_t; a_s)`` with ``(a_0, a_1) = (a, a')``
and ``(b_0, b_1) = (b, b')``: both tables are indexed by (token at i, token at j).
"""

from __future__ import annotations

import numpy as np

from proofs_checks._chains import place


def log_rectangle(li, lj):
    """``[l_i(a;b) - l_i(a';b) - l_i(a;b') + l_i(a';b')] - [l_j(b;a) - l_j(b';a) - l_j(b;a') + l_j(b';a')]``."""
    return (li[0][0] - li[1][0] - li[0][1] + li[1][1]) - (lj[0][0] - lj[0][1] - lj[1][0] + lj[1][1])


def tables(L, i, j, c, a, a2, b, b2):
    """``(li, lj)`` of a numeric model ``L`` (see ``_chains``) on one rectangle."""
    n = len(L)
    toks_i, toks_j = (a, a2), (b, b2)
    li = [[L[i][place(n, i, j, c, toks_i[s], toks_j[t])] for t in range(2)] for s in range(2)]
    lj = [[L[j][place(n, i, j, c, toks_i[s], toks_j[t])] for t in range(2)] for s in range(2)]
    return li, lj


def corners(n, q, i, j, c, a, a2, b, b2):
    """Flat state indices ``{(s, t): index of (a_s at i, b_t at j, c)}``."""
    return {
        (s, t): int(np.ravel_multi_index(place(n, i, j, c, (a, a2)[s], (b, b2)[t]), (q,) * n))
        for s in range(2)
        for t in range(2)
    }


def cycle_log_ratio(P, index, cycle) -> float:
    """``log`` of the forward over the backward product of ``P`` around ``cycle``."""
    fwd = sum(np.log(P[index[cycle[k]], index[cycle[k + 1]]]) for k in range(len(cycle) - 1))
    bwd = sum(np.log(P[index[cycle[k + 1]], index[cycle[k]]]) for k in range(len(cycle) - 1))
    return float(fwd - bwd)
