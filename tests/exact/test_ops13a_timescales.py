"""exact.timescales._harmonic_cluster: skipped when *any* entry of pi is below float64's
normal range (ops13a, issue 30).

Docstring: "skipped (``mu`` and ``err`` returned) when it does not apply: ... entries below
float64's normal range". A Metropolis birth-death chain on 5 states with ``log pi = (0, -360,
-720, -360, 0)`` (normalised) has two wells (0 and 4), moves of probability ``>= 0.5 e^-360``
(normal floats) and ``pi(2) ~ e^-720``, subnormal (below ``2.2e-308 = e^-708.4``); its last
entry is a well. The cluster refinement must leave ``mu`` and ``err`` as given (followed through,
it returned a subnormal Ritz value with error 0)."""

from __future__ import annotations

import numpy as np

from exact.stationary import stationary_law
from exact.timescales import _harmonic_cluster


def test_subnormal_pi_entry_skips_the_cluster():
    lp = np.array([0.0, -360.0, -720.0, -360.0, 0.0])
    lp -= np.logaddexp.reduce(lp)
    N = lp.size
    P = np.zeros((N, N))
    for x in range(N):
        for y in (x - 1, x + 1):
            if 0 <= y < N:
                P[x, y] = 0.5 * min(1.0, float(np.exp(lp[y] - lp[x])))
        P[x, x] = 1.0 - P[x].sum()
    assert P[P > 0].min() > 1e-290
    law = stationary_law(P)
    assert np.allclose(law.log_pi, lp, rtol=0, atol=1e-10)
    assert law.log_pi[2] < np.log(np.finfo(float).tiny) and law.log_pi[-1] > -1.0
    mu, err = np.array([1e-300, 0.5]), np.array([1e-310, 1e-3])
    out_mu, out_err, order, note = _harmonic_cluster(P, law, N, mu.copy(), err.copy())
    assert order is None and note == ""
    assert np.array_equal(out_mu, mu) and np.array_equal(out_err, err)
