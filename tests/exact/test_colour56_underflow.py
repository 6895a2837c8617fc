"""exact.colour_lumped.colour_symmetric_gap where the stationary law leaves float64's range.

Found by blind audit 22c (benchmarks/results/blind-audit-22c-2026-12-06.md): at low temperature some
partitions' pi underflowed to 0 and the symmetrization D^(1/2) P D^(-1/2) divided by it: a NaN gap
for MeanFieldPotts(2, 40, 1) at T = 0.01 and 0.002, numpy's LinAlgError for MeanFieldPotts(3, 12, 1)
at T = 0.005. The gap is now computed from S_ij = sqrt(P_ij P_ji), built from the moves' logarithms.

Closed form at T -> 0 (hand derivation): in the colour-symmetric chain the ground partition (n, 0, ..)
is unique (the lumping identifies the q all-equal states), and a site's resampling picks the
majority colour with probability 1 - O(e^(-1/T)). From a partition with k sites off the majority
colour, a step picks one of them (probability k/n) and moves it to the majority: the chain is a
pure-death chain in k with rates k/n, up to e^(-c/T). Its matrix is triangular in k, so its
eigenvalues are its diagonal 1 - k/n (k = 0 .. floor((q-1) n/q)): lambda_2 = 1 - 1/n and the
smallest, 1 - floor((q-1) n/q)/n >= 1/q, is positive, so the absolute gap is 1/n.
"""

import math
import warnings

import numpy as np
import pytest

import exact.colour_lumped as cl
from exact.colour_lumped import colour_chain, colour_symmetric_gap
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import MeanFieldPotts


@pytest.mark.parametrize("q,n,T", [(2, 40, 0.01), (2, 40, 0.002), (3, 12, 0.005)])
def test_low_temperature_gap_is_one_over_n(q, n, T):
    model = MeanFieldPotts(q, n, 1.0)
    assert colour_chain(model, temperature=T).pi.min() == 0.0   # the case: pi underflows
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g = colour_symmetric_gap(model, temperature=T)
    # corrections e^(-c/T) with c >= 1/2 here: below 1e-100, far under the float error
    assert g.spectral_gap == pytest.approx(1.0 / n, rel=0, abs=1e-12)
    assert math.isfinite(g.gap_error) and g.gap_error < 1e-12
    assert g.gap_lower == 0.0 and g.gap_upper == pytest.approx(1.0 / n, abs=1e-12)  # an upper bound on the full gap
    assert g.relaxation_time == pytest.approx(n, rel=1e-10)
    assert "below float64's range" in g.method


@pytest.mark.parametrize("q,n,T", [(2, 40, 0.05), (3, 12, 0.05), (3, 6, 0.3)])
def test_symmetrization_from_logarithms_agrees_with_the_pi_route_where_pi_is_in_range(q, n, T):
    # two algorithms on the same chain: D^(1/2) P D^(-1/2) from pi (spectral_summary) and
    # sqrt(P_ij P_ji) from the moves' logarithms; where pi is representable they must agree
    model = MeanFieldPotts(q, n, 1.0)
    ch = colour_chain(model, temperature=T)
    assert ch.pi.min() > np.finfo(float).tiny
    via_pi = colour_symmetric_gap(model, temperature=T)
    assert "below float64's range" not in via_pi.method
    via_logs = cl._underflow_gap(ch, "test")
    assert via_logs.spectral_gap == pytest.approx(via_pi.spectral_gap, rel=1e-9, abs=1e-13)
    assert via_logs.lambda_2 == pytest.approx(via_pi.lambda_2, abs=1e-12)


def test_above_the_dense_limit_it_is_refused_naming_the_temperature(monkeypatch):
    monkeypatch.setattr(cl, "MAX_UNDERFLOW_STATES", 5)
    with pytest.raises(InvalidInputError, match=r"temperature 0\.002.*21 partitions are above the 5"):
        colour_symmetric_gap(MeanFieldPotts(2, 40, 1.0), temperature=0.002)


def test_underflow_route_takes_the_absolute_gap_with_the_negative_end():
    # a hand-built reversible (symmetric, doubly stochastic) 3-state chain
    #   P = [[0, .9, .1], [.9, 0, .1], [.1, .1, .8]]
    # eigenvectors (1, 1, 1): 1; (1, -1, 0): -0.9; (1, 1, -2): 0.7 (by hand: P v = (0.7, 0.7, -1.4)),
    # so lambda_2 = 0.7, lambda_min = -0.9, lambda_star = 0.9 and the absolute gap is 0.1
    import scipy.sparse as sp
    P = np.array([[0.0, 0.9, 0.1], [0.9, 0.0, 0.1], [0.1, 0.1, 0.8]])
    r, c = np.nonzero(P - np.diag(np.diag(P)))
    ch = cl.ColourChain(q=2, n=2, temperature=1.0, parts=np.zeros((3, 2), dtype=int), P=sp.csr_matrix(P),
                        log_pi=np.log(np.full(3, 1 / 3)), log_moves=(r, c, np.log(P[r, c])))
    g = cl._underflow_gap(ch, "test")
    assert g.spectral_gap == pytest.approx(0.1, abs=1e-12)
    assert g.lambda_2 == pytest.approx(0.7, abs=1e-12) and g.lambda_star == pytest.approx(0.9, abs=1e-12)
