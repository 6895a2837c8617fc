"""cmp13b: the reference section compares ``d(t)`` on the hypercube through ``t_mix`` at the
smallest ``eps`` of ``REFERENCE_EPS`` (plus two steps), not only through the largest.

Closed form computed here (LPW section 2.3): the lazy walk on ``{0,1}^n`` seen through its Hamming
weight is the Ehrenfest chain on ``0..n`` (``k -> k-1`` w.p. ``k/(2n)``, ``k -> k+1`` w.p.
``(n-k)/(2n)``, else stay), and from weight 0 ``d(t) = TV(weight law at t, Binomial(n, 1/2))``.
The section keeps ``d(0..t_max)`` with ``t_max = min{t : d(t) <= min eps} + 2``.
"""

import math

import numpy as np

import exact
from toolkit.app.report._model import Section
from toolkit.app.report.reference import REFERENCE_EPS, _Agreement, _ref_hypercube


def _ehrenfest_first_within(n: int, eps: float) -> int:
    w = np.zeros(n + 1)
    w[0] = 1.0
    binom = np.array([math.comb(n, k) for k in range(n + 1)]) / 2.0**n
    t = 0
    while 0.5 * np.abs(w - binom).sum() > eps:
        new = 0.5 * w
        for k in range(n + 1):
            if k > 0:
                new[k - 1] += w[k] * k / (2 * n)
            if k < n:
                new[k + 1] += w[k] * (n - k) / (2 * n)
        w, t = new, t + 1
    return t


def test_hypercube_profiles_reach_the_smallest_eps():
    out = _ref_hypercube(exact, _Agreement(Section("reference", "t")))
    eps = min(REFERENCE_EPS)
    assert set(out["profiles"]) == set(range(4, 11))
    for n, (d, d_ref) in out["profiles"].items():
        t = _ehrenfest_first_within(n, eps)
        assert len(d) == len(d_ref) == t + 3, n
        assert d[t] <= eps < d[t - 1], n
