"""prm29b twelfth sweep (issue 30), toolkit.app.testing: two boundaries at equality.

- Pearson's test on exactly two cells has one degree of freedom and is a test (only no cell or
  one cell, dof 0, is no test): counts (30, 70) against (1/2, 1/2) of 100 draws give
  ``X^2 = 20^2/50 + 20^2/50 = 16`` and, with one degree of freedom, ``p = P(Z^2 > 16) =
  erfc(sqrt(8))`` (Z standard normal).
- ``check_stationary`` rejects at ``p <= alpha`` (the SamplerReport docstring: "a start is
  rejected at p <= alpha"): at ``alpha`` equal to the p-value it fails. The same seed and
  chain count give the same draws and p for both alphas while ``eps`` is at its 0.01 cap
  (the steps, ``t_mix(eps)``, are then equal: checked).
"""

import math

import numpy as np

from toolkit.app.testing import MIN_EXPECTED, _pearson, check_stationary, reference_step
from toolkit.models import potts


def test_two_cells_are_a_one_dof_test():
    assert 50 >= MIN_EXPECTED   # no pooling of the two cells
    stat, dof, p, impossible = _pearson(np.array([30, 70]), np.array([0.5, 0.5]))
    assert (dof, impossible) == (1, 0)
    assert stat == 16.0
    assert math.isclose(p, math.erfc(math.sqrt(8.0)), rel_tol=1e-9)


def test_stationary_rejects_at_p_equal_alpha():
    m = potts(2, 3, 1.0)
    first = check_stationary(reference_step(m, 1.0), m, 1.0, n_chains=200, rng=0)
    p = float(first.p_values[0])
    assert first.passed and 0.0 < p < 1.0
    at = check_stationary(reference_step(m, 1.0), m, 1.0, n_chains=200, rng=0, alpha=p)
    assert at.steps == first.steps and float(at.p_values[0]) == p
    assert at.passed is False
