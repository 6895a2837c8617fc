"""Contract sweep (issue 30) of :mod:`exact.passage`: the closed classes in the order of their
smallest state, the start distribution's 1e-9 tolerance (at the edge, renormalised), a float
index that is an integer, the text of a set of more than 6 states, the frame columns,
the return time that is infinite when one step may lead where the target is missed, and the
strings' figures (hand-computed chains)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.passage as ps
from toolkit.exceptions import InvalidInputError


def test_closed_classes_in_the_order_of_their_smallest_state():
    # closed classes {1, 4} and {2}; 0 and 3 transient (Tarjan labels need not follow this order)
    P = np.zeros((5, 5))
    P[0, 3], P[0, 4] = 0.5, 0.5
    P[3, 2], P[3, 0] = 0.5, 0.5
    P[1, 4] = 1.0
    P[4, 1] = 1.0
    P[2, 2] = 1.0
    a = ps.absorption_probabilities(P)
    assert a.classes == ((1, 4), (2,)) and a.transient == (0, 3)
    # from 0: x = P(end in {1,4}) = 0.5 + 0.5 * 0.5 x  =>  x = 2/3 ; from 3: 0.5 x = 1/3
    np.testing.assert_allclose(a.probabilities[[0, 3]], [[2 / 3, 1 / 3], [1 / 3, 2 / 3]], rtol=1e-14)
    # mean absorption: m0 = 1 + 0.5 m3, m3 = 1 + 0.5 m0  =>  m0 = m3 = 2
    np.testing.assert_allclose(a.mean_absorption_times, [2, 0, 0, 2, 0], rtol=1e-14, atol=0)
    # 0 -> {1} (absorbing) or {2, 3} (a cycle): scipy's strong components label {2, 3} first
    Q = np.zeros((4, 4))
    Q[0, 1], Q[0, 2], Q[1, 1], Q[2, 3], Q[3, 2] = 0.25, 0.75, 1.0, 1.0, 1.0
    b = ps.absorption_probabilities(Q)
    assert b.classes == ((1,), (2, 3))
    np.testing.assert_allclose(b.probabilities[0], [0.25, 0.75], rtol=1e-14)
    df = a.to_frame()
    assert list(df.columns) == ["state", "p[0]", "p[1]", "mean_time"] and df["state"].tolist() == [0, 3]


def test_start_distribution_tolerance_and_renormalisation():
    mu, idx = ps.start_distribution([0.25, 0.75 + 5e-10], 2)
    assert idx is None and mu.sum() == pytest.approx(1.0, abs=1e-16)
    assert mu[0] == pytest.approx(0.25 / (1 + 5e-10), rel=1e-15, abs=0)
    with pytest.raises(InvalidInputError, match="within 1e-9"):
        ps.start_distribution([0.25, 0.75 + 2e-9], 2)
    with pytest.raises(InvalidInputError, match="within 1e-9"):
        ps.start_distribution([-0.0001, 1.0001], 2)
    mu, idx = ps.start_distribution(1, 2)
    assert idx == 1 and mu.tolist() == [0.0, 1.0]
    with pytest.raises(InvalidInputError, match=r"0\.\.1; got 2"):
        ps.start_distribution(2, 2)


def test_state_sets_float_integers_and_masks():
    assert ps.state_set(np.array([1.0, 3.0]), 4, "target").tolist() == [False, True, False, True]
    with pytest.raises(InvalidInputError, match="`target` must be a state index"):
        ps.state_set([1.5], 4, "target")
    with pytest.raises(InvalidInputError, match=r"shape \(4,\)"):
        ps.state_set(np.ones(3, dtype=bool), 4, "target")
    assert ps._set_text(tuple(range(6))) == "{0, 1, 2, 3, 4, 5}"
    assert ps._set_text(tuple(range(7))) == "{0, 1, 2, 3, 4, 5, ... (7 states)}"


def test_return_time_is_infinite_when_a_step_may_miss_the_target_for_ever():
    # from 1: to 0 (absorbing, never reaches 2) w.p. 1/2, to 2 w.p. 1/2; 2 -> 1 or stays
    P = np.array([[1.0, 0, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]])
    m = ps.mean_first_passage_times(P, 2)
    assert m.times.tolist() == [math.inf, math.inf, 0.0]
    assert m.return_times[2] == math.inf and np.isnan(m.return_times[:2]).all()
    # a target every state surely reaches: return time 1 + sum_y P(2, y) m(y) = 1 + 0.5 * 2
    Q = np.array([[0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]])
    r = ps.mean_first_passage_times(Q, 2)
    # m1 = 1 + 0.5 m0, m0 = 1 + 0.5 m0 + 0.5 m1 => m0 = 6, m1 = 4
    assert r.times.tolist() == pytest.approx([6.0, 4.0, 0.0], rel=1e-14, abs=0)
    assert r.return_times[2] == pytest.approx(3.0, rel=1e-14, abs=0)      # Kac: 1 / pi(2) = 3


def test_hitting_string_and_first_passage_frame():
    P = np.array([[1.0, 0, 0], [0.5, 0, 0.5], [0, 0, 1.0]])
    h = ps.hitting_probabilities(P, 2)
    assert h.values.tolist() == [0.0, 0.5, 1.0]
    assert "1 never reach it" in str(h) and "P_x(tau_B < inf)" in str(h)
    assert "P_x(tau_B^+ < inf)" in str(ps.hitting_probabilities(P, 2, after_start=True))
    f = ps.first_passage_probabilities(P, 2, 3)
    df = f.to_frame()
    assert list(df.columns) == ["t", "x=0", "x=1", "x=2"] and df["t"].tolist() == [1, 2, 3]
    assert df["x=1"].tolist() == [0.5, 0.0, 0.0]
    assert ps.first_passage_probabilities(P, 2, 3, start=1).to_frame()["t"].tolist() == [1, 2, 3]


def test_backward_committor_of_a_reversible_chain_is_one_minus_forward():
    # a lazy birth-death chain on {0..3} (reversible): q-(x) = 1 - q+(x) off the sets
    P = np.array([[0.5, 0.5, 0, 0], [0.2, 0.5, 0.3, 0], [0, 0.4, 0.4, 0.2], [0, 0, 0.6, 0.4]])
    fwd = ps.committor(P, [0], [3])
    bwd = ps.committor(P, [0], [3], direction="backward")
    # forward by hand: q1 = 0.5 q1 + 0.3 q2, q2 = 0.4 q1 + 0.4 q2 + 0.2  =>  q1 = 0.6 q2, q2 = 0.2 / 0.36
    q2 = 0.2 / 0.36
    np.testing.assert_allclose(fwd.values, [0, 0.6 * q2, q2, 1], rtol=1e-13)
    np.testing.assert_allclose(bwd.values, [1, 1 - 0.6 * q2, 1 - q2, 0], rtol=1e-13)
    assert bwd.direction == "backward" and bwd.source == (0,) and bwd.target == (3,)
    assert ps.committor(P, [0, 1], [2, 3]).method == "no state between the sets"
    assert ps.hitting_probabilities(np.full((3, 3), 1 / 3), 1).method.startswith("gth")
