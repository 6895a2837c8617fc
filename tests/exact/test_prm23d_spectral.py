"""prm23d (issue 30): exact.spectral -- Paulin's bound takes pi_min's relative error in the
non-reversible branch too, and the slow-cluster refinement is reserved to a gap set by lambda_2."""
import math

import numpy as np
import pytest

from exact.spectral import spectral_mixing_bounds, spectral_summary


def test_paulin_bound_at_pi_min_lowered_by_its_relative_error():
    # documented: Paulin's bound at pi_min (1 - pi_relative_error). One gamma = 1/2, pi_min = 0.2,
    # eps = 1/4, error 0.4: k ceil(ln(1/(4 eps^2 pi_min (1 - 0.4))) / -ln(1 - gamma))
    # = ceil(ln(1/0.03) / ln 2) = ceil(5.06) = 6 (at pi_min itself: ceil(ln 20 / ln 2) = 5)
    expected = math.ceil(math.log(1 / (4 * 0.25**2 * 0.2 * 0.6)) / -math.log(0.5))
    assert expected == 6
    b = spectral_mixing_bounds(math.log(0.5), math.log(0.5), math.log(0.2), 0.25, reversible=False,
                               gammas=[0.5], pi_relative_error=0.4)
    assert b.upper == expected


def test_gap_set_by_lambda_min_is_not_replaced_by_the_slow_cluster_refinement():
    # a 3-state chain on a star (0 - 1, 0 - 2: a tree, so reversible), nearly bipartite: holding d
    # everywhere, 0 -> 1, 2 evenly, 1, 2 -> 0. Its eigenvalues are 1, d and -(1 - 2d) (numpy below):
    # the absolute gap 2d is below REFINE_GAP = 1e-6, set by lambda_min, not by the slow cluster
    # (1 - lambda_2 = 1 - d)
    d = 2e-7
    P = np.array([[d, (1 - d) / 2, (1 - d) / 2],
                  [1 - d, d, 0.0],
                  [1 - d, 0.0, d]])
    ev = np.sort(np.linalg.eigvals(P).real)
    true_gap = 1 - abs(ev[0])
    assert true_gap < 1e-6 and abs(ev[0]) > abs(ev[1])
    s = spectral_summary(P, method="dense")
    assert s.spectral_gap == pytest.approx(true_gap, rel=1e-6)
