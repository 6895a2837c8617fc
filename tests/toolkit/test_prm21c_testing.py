"""prm21c loose-assertion sweep (issue 30): toolkit.app.testing. The chi-square pooling rule at
its boundary (cells expecting BELOW 20 draws are pooled: two cells expecting exactly 20 are
not), check_stationary's observed TV when every draw leaves the tokens 0..q-1 (1, the largest
TV), and its detectable effect with dof = cells - 1 (computed here with scipy). Earlier tests
checked p-values in range, TV > 0, a positive detectable effect."""

from __future__ import annotations

import math

import numpy as np
from scipy import optimize, stats

from toolkit.app import testing
from toolkit.models import potts


def test_cells_expecting_exactly_twenty_are_not_pooled():
    # N = 100 draws on p = (0.2, 0.2, 0.6): expected 20, 20, 60, none below 20: three cells,
    # dof 2, statistic (25-20)^2/20 + (15-20)^2/20 + 0 = 2.5, p-value exp(-2.5/2) (chi2, 2 dof)
    stat, dof, p, imp = testing._pearson(np.array([25, 15, 60]), np.array([0.2, 0.2, 0.6]))
    assert (dof, imp) == (2, 0)
    assert math.isclose(stat, 2.5, rel_tol=1e-12) and math.isclose(p, math.exp(-1.25), rel_tol=1e-12)


def test_stationary_tv_is_one_when_every_draw_leaves_the_tokens():
    m = potts(2, 2, 1.0)

    def step(X, rng):  # a sampler that writes the token q = 2 (an extra token) everywhere
        return np.full_like(X, 2)

    rep = testing.check_stationary(step, m, 1.0, n_chains=40, rng=0)
    assert rep.passed is False and int(rep.outside[0]) == 40
    # no draw on the states 0..q-1: TV(law, pi) = 1/2 (sum_x pi(x) + the mass outside, 1) = 1
    assert rep.tv_observed[0] == 1.0


def test_stationary_detectable_effect_uses_cells_minus_one_dof():
    # 4 states, 400 chains: min(4, 400/20) = 4 cells, dof 3; Cohen's w detected with
    # probability POWER at level alpha: lambda = N w^2 solves ncx2.sf(chi2.isf(alpha, 3), 3, lambda) = POWER
    alpha, N = 1e-3, 400
    crit = stats.chi2.isf(alpha, 3)
    lam = optimize.brentq(lambda x: stats.ncx2.sf(crit, 3, x) - testing.POWER, 1e-6, 1e4, xtol=1e-14)
    m = potts(2, 2, 1.0)
    rep = testing.check_stationary(testing.reference_step(m, 1.0), m, 1.0, n_chains=N, alpha=alpha, rng=0)
    assert math.isclose(rep.detectable_w, math.sqrt(lam / N), rel_tol=1e-8)
    assert math.isclose(rep.detectable_tv, math.sqrt(lam / N) / 2, rel_tol=1e-8)
