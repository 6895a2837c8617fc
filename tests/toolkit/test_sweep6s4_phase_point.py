"""Contract pins of toolkit.app.phase_point (issue 30, sweep6s4): the Potts order moments for
q = 3 by hand, _point's Binder cumulant 1 - m4/(3 m2^2) and susceptibility n (m2 - |m|^2)/T (NaN
Binder at m2 = 0), _binder_chi the same over overlap values, 'auto' routes (exchangeable: lumped,
independent: transfer, up to 65536 states: enumeration, one more size: refused), the limits, the
starts cycling over x*, random, quench."""

import math

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, random_table
from toolkit.models.exchangeable import CurieWeiss


def test_order_moments_q3_by_hand():
    # rho = (1, 0, 0): |m|^2 = 3/2 ((2/3)^2 + 2 (1/3)^2) = 1; rho = (1/3, 1/3, 1/3): 0;
    # rho = (1/2, 1/2, 0): 3/2 (2 (1/6)^2 + (1/3)^2) = 1/4
    rho = np.array([[1, 0, 0], [1 / 3, 1 / 3, 1 / 3], [0.5, 0.5, 0]])
    w = np.array([0.5, 0.25, 0.25])
    m2, m4, am = pp._order_moments(rho, w, 3)
    assert m2 == pytest.approx(0.5 + 0.25 * 0.25) and m4 == pytest.approx(0.5 + 0.25 / 16)
    assert am == pytest.approx(0.5 + 0.25 * 0.5)


def test_point_binder_and_susceptibility():
    p = pp._point(0.5, 0.3, 0.6, 8, 2.0, method="x", relaxation=3)
    assert p["binder"] == pytest.approx(1 - 0.3 / (3 * 0.25)) and p["susceptibility"] == pytest.approx(8 * (0.5 - 0.36) / 2)
    assert p["computed_by"] == "x" and p["relaxation"] == 3.0 and p["missing"] == {} and p["replicates"] is None
    assert math.isnan(pp._point(0.0, 0.0, 0.0, 8, 1.0, method="x")["binder"])
    Q2 = np.array([0.25, 1.0])
    m2, m4, am, U, chi = pp._binder_chi(Q2, 10, 0.5)
    assert (m2, m4, am) == (0.625, (0.0625 + 1) / 2, 0.75)
    assert U == pytest.approx(1 - m4 / (3 * m2 * m2)) and chi == pytest.approx(10 * (0.625 - 0.5625) / 0.5)


def test_auto_routes_and_limits(monkeypatch):
    assert (pp.AUTO_ENUMERATION_STATES, pp.LUMPED_GAP_MAX_STATES, pp.ENUMERATION_GAP_MAX_STATES,
            pp.LUMPED_Q2_GAP_MAX_N) == (65536, 12_000, 4096, 256)
    assert pp.point_method(CurieWeiss(5, 1.0)) == "lumped"
    assert pp.point_method(IndependentSites(np.zeros((4, 3)))) == "transfer"
    assert pp.point_method(random_table(2, 3, 1.0, rng=0)) == "enumeration"
    assert pp._states_at_most(2, 16, 65536) and not pp._states_at_most(2, 17, 65536)

    class Big:  # a model that is none of the above: 2^17 states
        vocab_size, length = 2, 17
    with pytest.raises(InvalidInputError, match=r"q\^n = 2\^17 is above 65536 states to enumerate"):
        pp.point_method(Big())
    Big.length = 16
    monkeypatch.setattr(pp, "_nearest_neighbour_graph", lambda m: False)
    assert pp.point_method(Big()) == "enumeration"   # 2^16 = 65536 states: enumerated
    with pytest.raises(InvalidInputError, match="`method` must be 'auto', 'lumped', 'transfer', 'enumeration', "
                                                "'lattice' or 'mlm'; got 'exact'"):
        pp.point_method(random_table(2, 3, 1.0, rng=0), "exact")


def test_starts_cycle_and_centered_overlap():
    m = random_table(3, 4, 1.0, rng=0)   # no template: random, quench, random, ...
    X, kinds, ground = pp._starts(m, 5, np.random.default_rng(0))
    assert kinds == ["random", "quench", "random", "quench", "random"] and ground is None and X.shape == (5, 4)
    assert pp.START_KINDS == ("x*", "random", "quench") and pp.ENERGY_EVERY == 4 and pp.RF_CHANGES_PER_SWEEP == 0.25
    np.testing.assert_allclose(pp.centered_overlap(np.array([[0, 1, 1, 1]]), np.array([0, 0, 0, 0]), 2), [-0.5])
