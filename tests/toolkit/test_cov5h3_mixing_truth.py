"""Coverage-driven pins of :mod:`toolkit.app.mixing_truth` (issue 30, branch cov5h3): the
Curie-Weiss spinodal against its tangency condition ``|h| = beta m_s - T atanh(m_s)`` (solved
here independently), no metastable well when ``|h| >= beta``, the ``T_s / 2`` floor of the
visible temperature, the polynomial families, and the errors naming the argument."""

import math

import pytest
from scipy.optimize import brentq

from toolkit.app import mixing_truth as mt
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("beta,h", [(1.0, 0.1), (2.0, 0.5), (1.0, -0.3)])
def test_curie_weiss_spinodal_is_the_tangency(beta, h):
    def excess(T):  # the tangency condition, with m_s = sqrt(1 - T / beta)
        m = math.sqrt(1.0 - T / beta)
        return beta * m - T * math.atanh(m) - abs(h)

    expected = brentq(excess, 1e-6 * beta, beta * (1 - 1e-12), xtol=1e-14)
    assert mt.curie_weiss_spinodal(beta, h) == pytest.approx(expected, rel=1e-9)
    assert mt.spinodal_temperature("curie-weiss", beta=beta, field=h) == mt.curie_weiss_spinodal(beta, h)


def test_curie_weiss_spinodal_edges():
    assert mt.curie_weiss_spinodal(1.5, 0.0) == 1.5  # zero field: the critical point beta
    # beta m - T atanh(m) < beta for every T > 0: a field |h| >= beta leaves no metastable well
    assert mt.curie_weiss_spinodal(1.0, 1.0) == 0.0
    assert mt.curie_weiss_spinodal(1.0, -2.0) == 0.0
    for b in (0.0, -1.0):
        with pytest.raises(InvalidInputError, match=rf"`beta` must be > 0; got {float(b)}"):
            mt.curie_weiss_spinodal(b, 0.1)


def test_unknown_families_are_named():
    with pytest.raises(InvalidInputError, match=r"`family` must be 'curie-weiss' or 'mean-field-potts'; got 'torus'"):
        mt.spinodal_temperature("torus")
    with pytest.raises(InvalidInputError, match=r"`family` must be 'curie-weiss' or 'mean-field-potts'; got 'ising'"):
        mt.mean_field_barrier("ising", 0.5)
    with pytest.raises(InvalidInputError, match="unknown calibration family 'ising'"):
        mt.truth_label("ising", 0.5, 64)


def test_visible_temperature_floor_and_n_max():
    # documented: T_s / 2 when n_max is too small for even that barrier to be visible
    ts = mt.curie_weiss_spinodal(1.0, 0.1)
    assert mt.visible_temperature("curie-weiss", 1, field=0.1) == 0.5 * ts
    assert 0.5 * ts < mt.visible_temperature("curie-weiss", 1024, field=0.1) < ts
    for n in (0, -3):
        with pytest.raises(InvalidInputError, match=rf"`n_max` must be >= 1; got {n}"):
            mt.visible_temperature("curie-weiss", n)


def test_truth_labels():
    for fam in ("independent", "chain", "contracting"):
        assert mt.truth_label(fam, 0.01, 10**6) == "polynomial"  # no slow mode at any T or size
    ts = mt.curie_weiss_spinodal(1.0, 0.1)
    assert mt.truth_label("curie-weiss", ts, 64, field=0.1) == "polynomial"  # at T_s: polynomial
    # just below T_s the barrier is tiny: not visible at n_max = 2, visible far below T_s at n_max = 10^6
    assert mt.truth_label("curie-weiss", 0.99 * ts, 2, field=0.1) == "either"
    assert mt.truth_label("curie-weiss", 0.3 * ts, 10**6, field=0.1) == "faster"
    tc = 1.0 / math.log(1.0 + math.sqrt(2.0))  # 2-D Ising in Potts units
    assert mt.truth_label("torus", tc, 64) == "polynomial"
    assert mt.truth_label("torus", 0.8 * tc, 64) == "faster"
    assert mt.truth_label("torus", 0.9 * tc, 64) == "either"
