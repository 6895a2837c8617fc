"""cmp14a: ``exact.timescales._harmonic_cluster`` replaces each slow Ritz value on its own.

Its docstring: the harmonic-extension Rayleigh-Ritz bound is "used where each Ritz value's
error is below the one given". With two slow values (three wells: the ordered states of
3-state Potts on 3 sites at low temperature), one given with no error bound (``inf``) and one
with error 0 (which nothing can beat), the first must be replaced and the second kept: one
better value is enough, not every one. The replaced value is checked against the dense
kernel's eigenvalue (a Ritz value is an upper bound on it, within its error).
"""

from __future__ import annotations

import math

import numpy as np

import exact.timescales as ts
from exact import glauber_kernel
from exact.stationary import stationary_law
from toolkit.models import potts


def test_one_better_ritz_value_is_enough():
    K = glauber_kernel(potts(3, 3, 1.0), temperature=0.5)
    law = stationary_law(K)
    w = np.sort(np.linalg.eigvals(K.dense()).real)[::-1]
    slow = 1.0 - w[1]  # doubly degenerate (colour symmetry): 1 - w[1] == 1 - w[2]
    assert abs(w[1] - w[2]) < 1e-12 and 1.0 - w[3] > 10 * slow
    mu, _, err, _ = ts._reversible(K, law, 26)
    err = err.copy()
    err[0], err[1] = math.inf, 0.0
    mu_new, err_new, o, used = ts._harmonic_cluster(K, law, 27, mu.copy(), err)
    assert o is not None and "harmonic" in used
    pair = sorted(zip(err_new[:2], mu_new[:2], strict=True))  # (error, value) of the two slow values
    assert pair[0] == (0.0, mu[1])  # kept: error 0 cannot be beaten
    e, m = pair[1]
    assert 0 < e < math.inf  # replaced: the harmonic Ritz bound's own error
    assert slow - 1e-12 <= m <= slow + e
