"""Coverage-driven guards of ``exact.metastable`` and ``exact.timescales`` (issue 30, helper
cov5h1): exit times and conductance of a chain given only as an operator, the law computed
when not given, the bottleneck bound's zero case, the random-scan check, and the one-state
and periodic timescales, each against a closed form on the lazy walk on a path of 3."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.sparse.linalg import aslinearoperator

from exact.metastable import (
    bottleneck_lower_bound,
    conductance,
    expected_exit_times,
    singleton_log_exit_times,
)
from exact.timescales import implied_timescales
from toolkit.exceptions import InvalidInputError

# lazy walk on a path of 3: pi = (1/4, 1/2, 1/4) by detailed balance
P3 = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
PI3 = np.array([0.25, 0.5, 0.25])


@pytest.mark.parametrize("as_op", [False, True], ids=["dense", "operator"])
def test_exit_times_by_hand(as_op):
    # exit from {0, 1} (to 2): tau0 = 1 + tau0/2 + tau1/2, tau1 = 1 + tau0/4 + tau1/2,
    # so tau1 = 6 and tau0 = 8
    P = aslinearoperator(P3) if as_op else P3
    tau = expected_exit_times(P, np.array([True, True, False]))
    assert tau[:2] == pytest.approx([8.0, 6.0], rel=1e-12)


@pytest.mark.parametrize("as_op", [False, True], ids=["dense", "operator"])
def test_conductance_by_hand_with_pi_computed(as_op):
    # Phi({0}) = pi0 P(0, 1) / pi0 = 1/2; Phi({0, 1}) = pi1 P(1, 2) / (pi0 + pi1) = (1/8)/(3/4) = 1/6
    P = aslinearoperator(P3) if as_op else P3
    pi = PI3 if as_op else None   # an operator has no GTH; the dense chain's law is computed
    assert conductance(P, np.array([True, False, False]), pi=pi) == pytest.approx(0.5, rel=1e-12)
    assert conductance(P, np.array([True, True, False]), pi=pi) == pytest.approx(1 / 6, rel=1e-12)


def test_bottleneck_bound_by_hand():
    # (1 - pi(S) - eps) / Phi(S): S = {0}: (1 - 1/4 - 1/4) / (1/2) = 1; S = {1, 2}: pi(S) = 3/4,
    # 1 - 3/4 - 1/4 = 0: the bound is 0 (max(0, .))
    assert bottleneck_lower_bound(P3, np.array([True, False, False])) == pytest.approx(1.0, rel=1e-12)
    assert bottleneck_lower_bound(P3, np.array([False, True, True])) == 0.0
    assert bottleneck_lower_bound(P3, np.array([False, True, True]), eps=0.3) == 0.0   # 1 - 3/4 - 0.3 < 0
    assert bottleneck_lower_bound(P3, np.array([False, True, True]), eps=0.2) == pytest.approx(
        (1 - 0.75 - 0.2) / ((0.5 * 0.25) / 0.75), rel=1e-12)


def test_singleton_exit_times_need_a_random_scan_kernel():
    with pytest.raises(InvalidInputError, match="`kernel` must be a random-scan GlauberKernel"):
        singleton_log_exit_times(P3, [0])


def test_one_state_chain_has_no_timescale():
    with pytest.raises(InvalidInputError, match="a chain of 1 state has no implied timescale"):
        implied_timescales(np.ones((1, 1)))


def test_periodic_chain_timescales_are_infinite():
    # the 4-cycle x -> x + 1: eigenvalues i^k, every non-Perron one on the unit circle
    P = np.roll(np.eye(4), 1, axis=1)
    for k in (1, 3):
        r = implied_timescales(P, k=k, pi=np.full(4, 0.25))
        assert r.moduli.tolist() == [1.0] * k
        assert np.all(np.isinf(r.timescales)) and r.relative_errors.tolist() == [0.0] * k
        assert all(math.isclose(a, math.pi / 2) or math.isclose(a, math.pi) for a in r.arguments)


def test_stalled_iterative_exit_times_fall_back_to_spsolve_and_warn():
    # potts(2, 8, 1) at T = 0.2: exit times ~1.3e16 from the half-space {x_0 = 0}; GMRES stalls,
    # the sparse LU gives the same times as the GTH elimination, and the residual (about u tau
    # at this scale, a bound on the relative error) is reported
    from exact import glauber_kernel
    from toolkit.exceptions import ConvergenceWarning
    from toolkit.models import potts
    K = glauber_kernel(potts(2, 8, 1.0), temperature=0.2)
    mask = np.zeros(256, dtype=bool)
    mask[:128] = True
    ref = expected_exit_times(K, mask, method="gth")
    with pytest.warns(ConvergenceWarning, match=r"exit times \(spsolve \(iterative stalled\)\)"):
        tau = expected_exit_times(K, mask, method="iterative")
    assert tau[mask] == pytest.approx(ref[mask], rel=1e-10)
    assert ref[0] > 1e15


def test_periodic_walk_timescales_slowest_first():
    # the walk x -> x +- 1 on a 6-cycle: eigenvalues cos(2 pi k / 6) = 1, 1/2, -1/2, -1, -1/2, 1/2;
    # period 2, so -1 is exact (timescale inf, argument pi), then four of modulus 1/2 with
    # timescale -1 / ln(1/2) = 1 / ln 2, slowest first (docstring)
    W = 0.5 * (np.roll(np.eye(6), 1, axis=1) + np.roll(np.eye(6), -1, axis=1))
    r = implied_timescales(W, pi=np.full(6, 1 / 6))
    assert r.timescales[0] == np.inf and r.moduli[0] == 1.0 and r.arguments[0] == pytest.approx(math.pi)
    assert r.timescales[1:] == pytest.approx([1 / math.log(2)] * 4, rel=1e-12)
    assert r.moduli[1:] == pytest.approx([0.5] * 4, rel=1e-12)
    assert sorted(np.round(r.arguments[1:], 12).tolist()) == pytest.approx([0.0, 0.0, math.pi, math.pi])
