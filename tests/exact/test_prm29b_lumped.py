"""prm29b twelfth sweep (issue 30), exact.lumped:

- ``starts='certified'``, the step budget: an undecided class is skipped only when its work ``states * t_L`` EXCEEDS
  what is left of ``STEP_BUDGET``; work equal to what is left still fits. Antiferromagnetic
  Curie-Weiss n = 8, T = 1 (the setting of tests/exact/test_prm27b_lumped.py): the interior
  classes are evaluated in the order k = 1, 7, 2, 6, 3, 5, 4, spending 1894 class-state steps
  before the last (k = 4, 25 states). ``t_L`` (the count chain's worst-start ``t_mix``) is 6,
  found here from the enumerated chain (256 states, dense powers, numpy's eigenvector for pi):
  a budget of 1894 + 25 * 6 leaves exactly the last class's work.
- ``starts='all'``: the worst start class is the one with the largest ``t_mix``; among classes with equal ``t_mix`` the one farthest from ``pi``
  one step BEFORE (``d(t_mix - 1)``, the last distance above ``eps``), not at ``t_mix``. Curie-Weiss n = 3, beta = -1, field 1, T = 0.5, by enumeration (8 states, dense powers,
  numpy's eigenvector for pi): the classes with 0, 1 and 2 ones all mix at t = 4; at t = 3 the
  class with no ones is the farthest (0.381 against 0.365 and 0.288), at t = 4 the class with
  one is (0.247 against 0.233 and 0.205). So the worst counts are (3, 0).
"""

import numpy as np

from exact.kernel import glauber_kernel
from exact.lumped import lumped_mixing_time
from toolkit.models.exchangeable import CurieWeiss


def _kernel(m, T):
    """The enumerated kernel, its stationary law (numpy's eigenvector) and each state's count of ones."""
    P = np.asarray(glauber_kernel(m, temperature=T).dense(), dtype=float)
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1.0))])
    return P, pi / pi.sum(), np.array([bin(x).count("1") for x in range(2**m.length)])


def _count_chain_t_mix(m, T, eps=0.25):
    """``min{t : max_k TV(law of the count at t from a state with k ones, nu)} <= eps``."""
    n = m.length
    P, pi, ones = _kernel(m, T)
    lump = np.zeros((2**n, n + 1))
    lump[np.arange(2**n), ones] = 1.0
    nu = pi @ lump
    starts = [int(np.flatnonzero(ones == k)[0]) for k in range(n + 1)]
    M = np.eye(2**n)
    for t in range(200):
        if max(0.5 * np.abs(M[s] @ lump - nu).sum() for s in starts) <= eps:
            return t
        M = M @ P
    raise AssertionError("not reached")


def test_certified_class_whose_work_equals_the_budget_left_is_evaluated(monkeypatch):
    import exact.lumped as L

    m = CurieWeiss(8, -3.0)
    t_L = _count_chain_t_mix(m, 1.0)
    assert t_L == 6
    monkeypatch.setattr(L, "STEP_BUDGET", 1894 + 25 * t_L)
    r = lumped_mixing_time(m, temperature=1.0, starts="certified")
    assert r.exact and r.t_mix == 17 and r.classes_evaluated == 9
    monkeypatch.setattr(L, "STEP_BUDGET", 1894 + 25 * t_L - 1)     # one short: skipped
    r = lumped_mixing_time(m, temperature=1.0, starts="certified")
    assert not r.exact and r.t_mix is None and r.classes_evaluated == 8


def _profiles(m, T, eps=0.25):
    n = m.length
    P, pi, ones = _kernel(m, T)
    out = {}
    for k in range(n + 1):
        v = np.zeros(2**n)
        v[int(np.flatnonzero(ones == k)[0])] = 1.0
        d = [0.5 * np.abs(v - pi).sum()]
        while d[-1] > eps:
            v = v @ P
            d.append(0.5 * np.abs(v - pi).sum())
        out[k] = d
    return out


def test_worst_class_tie_broken_by_the_distance_before_t_mix():
    m, T = CurieWeiss(3, -1.0, field=1.0), 0.5
    prof = _profiles(m, T)
    t_mix = max(len(d) - 1 for d in prof.values())
    tied = sorted(k for k, d in prof.items() if len(d) - 1 == t_mix)
    assert t_mix == 4 and tied == [0, 1, 2]
    before = max(tied, key=lambda k: prof[k][t_mix - 1])
    at = max(tied, key=lambda k: prof[k][t_mix])
    assert (before, at) == (0, 1)
    r = lumped_mixing_time(m, temperature=T, starts="all")
    assert r.t_mix == 4
    assert tuple(int(v) for v in r.worst_counts) == (3 - before, before)
