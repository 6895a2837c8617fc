"""abs13b: ``exact.implied_timescales`` picks eigenvalues by distance and reports arguments as angles in [0, pi].

Closed forms:

* ``P = [1] + [[0.15, 0.85], [0.85, 0.15]]`` (two closed classes, both aperiodic): eigenvalues 1, 1 and
  ``0.15 - 0.85 = -0.7``. The second 1 is exact (a second closed class), so the moduli are (1, 0.7),
  the arguments (0, pi) and the timescales (inf, -1/ln 0.7). The eigenvalue set to 1 is the one
  *nearest* 1, not the one of smallest real part (-0.7).
* ``Q = (I + C)/2`` with ``C`` the cyclic shift of 3 states: eigenvalues 1 and ``(1 + w)/2``, ``w = exp(+-2 pi i/3)``,
  i.e. ``0.25 +- 0.433i``: modulus 1/2, argument ``+-pi/3``, kept up to sign (conjugate pairs share a
  timescale; the solvers report ``|arg|``), so both arguments are ``pi/3``.
* ``Q (x) R`` with ``R = 1 e_0^T`` on 700 states (2100 > DENSE_MAX states: ARPACK): eigenvalues those of ``Q``
  and 0, so with ``k = 2`` the moduli are (1/2, 1/2); the Perron 1 is the eigenvalue nearest 1.
"""

import math
import warnings

import numpy as np
import pytest
import scipy.sparse as sp

from exact.timescales import DENSE_MAX, implied_timescales

_Q = 0.5 * np.eye(3) + 0.5 * np.roll(np.eye(3), 1, axis=1)


def test_second_closed_class_claims_the_eigenvalue_nearest_one():
    P = np.zeros((3, 3))
    P[0, 0] = 1.0
    P[1:, 1:] = [[0.15, 0.85], [0.85, 0.15]]
    r = implied_timescales(P)
    np.testing.assert_allclose(r.moduli, [1.0, 0.7], atol=1e-12)
    np.testing.assert_allclose(r.arguments, [0.0, math.pi], atol=1e-12)
    assert r.timescales[0] == math.inf
    assert r.timescales[1] == pytest.approx(-1 / math.log(0.7), rel=1e-10)


def test_arguments_of_a_conjugate_pair_are_nonnegative_dense():
    r = implied_timescales(_Q)
    np.testing.assert_allclose(r.moduli, [0.5, 0.5], atol=1e-12)
    np.testing.assert_allclose(r.arguments, [math.pi / 3, math.pi / 3], atol=1e-12)


def test_arpack_perron_is_the_eigenvalue_nearest_one():
    m = 700
    R = sp.csr_matrix((np.ones(m), (np.arange(m), np.zeros(m, dtype=int))), shape=(m, m))
    P = sp.kron(sp.csr_matrix(_Q), R).tocsr()
    assert P.shape[0] > DENSE_MAX
    with warnings.catch_warnings():  # transient states: the stationary law's small entries are zero
        warnings.simplefilter("ignore")
        r = implied_timescales(P, k=2)
    assert "ARPACK" in r.method
    np.testing.assert_allclose(r.moduli, [0.5, 0.5], atol=1e-10)
    np.testing.assert_allclose(r.arguments, [math.pi / 3, math.pi / 3], atol=1e-10)
