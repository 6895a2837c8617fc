"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.app.mixing_truth.

Written while the sample ran (its ``T / beta`` -> ``T * beta`` mutant was killed by the
existing tests in the end): the spinodal of Curie-Weiss with a field, checked off the symmetric case ``beta = 1`` (where
``T / beta`` and ``T * beta`` coincide) against an independent count: below ``T_s`` the
mean-field equation ``m = tanh((beta m + field) / T)`` has three solutions, above it one
(module docstring), counted here by sign changes on a fine grid; and at ``T_s`` the
tangency condition of the docstring holds.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.mixing_truth import curie_weiss_spinodal, spinodal_temperature


def _n_solutions(beta, field, T):
    m = np.linspace(-1 + 1e-9, 1 - 1e-9, 400_001)
    g = m - np.tanh((beta * m + field) / T)
    return int(np.count_nonzero(np.sign(g[1:]) != np.sign(g[:-1])))


@pytest.mark.parametrize("beta, field", [(2.0, 0.1), (0.5, 0.02), (3.0, -0.4), (1.0, 0.1)])
def test_spinodal_separates_three_solutions_from_one(beta, field):
    Ts = curie_weiss_spinodal(beta, field)
    assert 0 < Ts < beta  # a field lowers it below the zero-field critical point T = beta
    assert _n_solutions(beta, field, 0.98 * Ts) == 3
    assert _n_solutions(beta, field, 1.02 * Ts) == 1
    # tangency (docstring): |field| = beta m_s - T_s atanh(m_s), m_s = sqrt(1 - T_s / beta)
    ms = math.sqrt(1 - Ts / beta)
    assert beta * ms - Ts * math.atanh(ms) == pytest.approx(abs(field), rel=1e-9)


@pytest.mark.parametrize("beta", [0.5, 2.0])
def test_zero_field_spinodal_is_beta_and_family_dispatch(beta):
    assert curie_weiss_spinodal(beta, 0.0) == beta
    assert spinodal_temperature("curie-weiss", beta=beta, field=0.1) == curie_weiss_spinodal(beta, 0.1)
