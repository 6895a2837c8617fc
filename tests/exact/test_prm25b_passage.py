"""prm25b (eighth sweep, issue 30): ``committor(direction="backward")`` has its own boundary values
(``q- = 1`` on ``A``, ``0`` on ``B``, docstring) and its own kernel (the time reversal), checked on
a non-reversible chain against a direct solve with numpy."""

from __future__ import annotations

import numpy as np

from exact.passage import committor


def _cyclic():
    # a non-reversible 4-state chain (a biased cycle with holding)
    P = np.array([[0.2, 0.6, 0.0, 0.2],
                  [0.1, 0.2, 0.7, 0.0],
                  [0.0, 0.1, 0.3, 0.6],
                  [0.5, 0.0, 0.2, 0.3]])
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1))])
    return P, pi / pi.sum()


def test_backward_committor_boundary_and_values():
    P, pi = _cyclic()
    A, B = [0], [2]
    Ps = (P.T * pi[None, :]) / pi[:, None]     # P*(x, y) = pi(y) P(y, x) / pi(x)
    assert np.allclose(Ps.sum(axis=1), 1.0) and not np.allclose(Ps, P)
    # q-(x): the forward committor to A before B under P*: q = 1 on A, 0 on B, q = P* q elsewhere
    inner = [1, 3]
    M = np.eye(2) - Ps[np.ix_(inner, inner)]
    rhs = Ps[np.ix_(inner, A)].sum(axis=1)
    q_inner = np.linalg.solve(M, rhs)
    c = committor(P, A, B, direction="backward", pi=pi)
    assert c.values[0] == 1.0 and c.values[2] == 0.0
    np.testing.assert_allclose(c.values[inner], q_inner, rtol=1e-12)
    f = committor(P, A, B)
    assert f.values[0] == 0.0 and f.values[2] == 1.0
