"""prm29c: exact.spectral's mpmath redo of a non-reversible gap and the dense symmetric
gap's error (issue 30).

(A, a boundary at equality) ``MP_EIG_MAX = 27``: "non-reversible spectra this small are
redone in mpmath" and ``_mp_refine`` redoes "a non-reversible one of at most MP_EIG_MAX
states" whose float64 error is above ``MP_EIG_ERR``. A random logit table with q = 3, n = 3
has exactly 27 states; given an interval of float64 width 1e-6 (above MP_EIG_ERR = 1e-8),
the redo at N = 27 itself must run and return the narrower mpmath interval, which still
holds the gap (numpy's eigenvalues of the dense kernel, an independent computation).
"""

import math

import numpy as np

from exact import glauber_kernel
from exact.spectral import MP_EIG_ERR, MP_EIG_MAX, _Interval, _mp_refine
from toolkit.models import random_table


def _dense_gap(K):
    P = np.asarray(K.dense(), dtype=float)
    w = np.linalg.eigvals(P)
    mods = np.sort(np.abs(w))[::-1]
    return 1.0 - mods[1], P.shape[0]


def test_mp_redo_runs_at_exactly_mp_eig_max_states():
    K = glauber_kernel(random_table(3, 3, 1.0, rng=0), temperature=1.0)
    gap, N = _dense_gap(K)
    assert N == MP_EIG_MAX == 27
    err = 1e-6
    assert err > MP_EIG_ERR
    iv = _Interval.around(gap, err, certified=False, how="float64 stand-in")
    out = _mp_refine(K, False, 1.0 - gap, 1.0 - gap, gap, math.log(gap), iv, N)
    assert out is not None
    l2, star, g, lg, new, note = out
    assert "digit eig" in note
    assert new.upper - new.lower < iv.upper - iv.lower
    assert new.lower - 1e-12 <= gap <= new.upper + 1e-12
    assert abs(g - gap) <= 1e-10 * gap
