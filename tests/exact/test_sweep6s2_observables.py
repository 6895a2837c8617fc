"""Contract sweep (issue 30) of :mod:`exact.observables`: ``tau_f = 1 + 2 sum_t rho_f(t)``
against the truncated sum of autocorrelations on a 3-state non-reversible chain (where the
1/2 + sum and N/tau variants differ), the sparse GMRES path giving the same value, NaN for a
constant or non-finite observable, the shape guard, ``DENSE_MAX``, and exit times by hand
(a singleton of a Glauber kernel: ``1 / (1 - P(x, x))``; a two-state set: the linear solve)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

import exact.observables as ob
from exact.kernel import glauber_kernel
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts

P3 = np.array([[0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.5, 0.1, 0.4]])


def _pi(P):
    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1))])
    return v / v.sum()


def _iat_by_sum(P, pi, f, t_max=400):
    fc = f - pi @ f
    var = pi @ (fc * fc)
    tau, Pt_f = 1.0, fc.copy()
    for _ in range(t_max):
        Pt_f = P @ Pt_f
        tau += 2 * (pi @ (fc * Pt_f)) / var
    return tau


def test_iat_is_one_plus_twice_the_autocorrelation_sum():
    pi = _pi(P3)
    f = np.array([1.0, -2.0, 0.5])
    want = _iat_by_sum(P3, pi, f)
    assert ob.exact_iat(P3, pi, f) == pytest.approx(want, rel=1e-10, abs=0)
    assert ob.exact_iat(P3, pi, 1e300 * f) == pytest.approx(want, rel=1e-10, abs=0)


def test_sparse_path_gives_the_same_iat(monkeypatch):
    pi = _pi(P3)
    f = np.array([0.0, 1.0, 3.0])
    want = _iat_by_sum(P3, pi, f)
    monkeypatch.setattr(ob, "DENSE_MAX", 2)
    assert ob.exact_iat(sp.csr_matrix(P3), pi, f) == pytest.approx(want, rel=1e-9, abs=0)


def test_degenerate_observables_and_guard():
    pi = _pi(P3)
    assert math.isnan(ob.exact_iat(P3, pi, np.full(3, 2.0)))
    assert math.isnan(ob.exact_iat(P3, pi, np.array([0.0, np.inf, 1.0])))
    assert math.isnan(ob.exact_iat(P3, pi, np.array([0.0, np.nan, 1.0])))
    with pytest.raises(InvalidInputError, match="one value per state"):
        ob.exact_iat(P3, pi, np.zeros(2))
    assert ob.DENSE_MAX == 4096


def test_exit_times_by_hand():
    K = glauber_kernel(potts(2, 2, 1.0), temperature=1.0)
    D = K.dense()
    mask = np.zeros(4, dtype=bool)
    mask[0] = True
    e = ob.exact_exit_times(K, mask)
    assert e[0] == pytest.approx(1 / (1 - D[0, 0]), rel=1e-13, abs=0) and e[1:].tolist() == [0.0, 0.0, 0.0]
    # a two-state set {0, 3}: (I - P_BB) tau = 1
    two = np.array([True, False, False, True])
    want = np.linalg.solve(np.eye(2) - D[np.ix_([0, 3], [0, 3])], np.ones(2))
    got = ob.exact_exit_times(K, two)
    assert got[[0, 3]] == pytest.approx(want, rel=1e-12, abs=0) and got[1] == got[2] == 0.0
    cold = ob.exact_exit_times(glauber_kernel(potts(2, 2, 1.0), temperature=1e-3), mask)
    assert cold[0] == math.inf
