"""Contract sweep (issue 30) of :mod:`exact.timescales`: ``t_i = -lag / ln|lambda_i|`` against
numpy's eigenvalues (slowest first, all ``N - 1`` by default, ``lag`` multiplying), the
arguments of complex eigenvalues, a periodic chain's infinite timescales, the guards
(``k`` at ``N - 1``, one state) and the frame's columns."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.timescales import DENSE_MAX, implied_timescales
from toolkit.exceptions import InvalidInputError

P3 = np.array([[0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.5, 0.1, 0.4]])   # non-reversible: a complex pair


def test_timescales_against_numpy():
    ev = np.linalg.eigvals(P3)
    rest = ev[np.argsort(np.abs(ev - 1))[1:]]
    rest = rest[np.argsort(-np.abs(rest))]
    its = implied_timescales(P3)
    assert its.timescales.size == 2 and not its.reversible
    np.testing.assert_allclose(its.timescales, -1 / np.log(np.abs(rest)), rtol=1e-10)
    np.testing.assert_allclose(its.moduli, np.abs(rest), rtol=1e-12)
    np.testing.assert_allclose(np.sort(its.arguments), np.sort(np.abs(np.angle(rest))), atol=1e-12)
    its3 = implied_timescales(P3, lag=3, k=1)
    assert its3.timescales.size == 1 and its3.lag == 3
    assert its3.timescales[0] == pytest.approx(-3 / math.log(abs(rest[0])), rel=1e-10, abs=0)


def test_reversible_two_state_and_slowest_first():
    # birth-death on 3 states (reversible): B has eigenvalues 1, 1/2, 0, so P = (I + B)/2 has
    # 1, 3/4, 1/2
    B = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    P = 0.5 * (np.eye(3) + B)
    its = implied_timescales(P)
    assert its.reversible
    assert its.timescales.tolist() == pytest.approx([-1 / math.log(0.75), -1 / math.log(0.5)], rel=1e-12, abs=0)
    assert list(its.to_frame().columns) == ["i", "timescale", "modulus", "argument", "relative_error"]
    assert its.to_frame()["i"].tolist() == [2, 3]


def test_periodic_chain_has_infinite_timescales():
    C = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
    its = implied_timescales(C)
    assert its.timescales.tolist() == [math.inf, math.inf]
    assert np.sort(its.arguments) == pytest.approx([2 * math.pi / 3] * 2, abs=1e-12)


def test_guards():
    assert DENSE_MAX == 2048
    with pytest.raises(InvalidInputError, match=r"at most N - 1 = 2; got 3"):
        implied_timescales(P3, k=3)
    assert implied_timescales(P3, k=2).timescales.size == 2
    with pytest.raises(InvalidInputError, match="1 state"):
        implied_timescales(np.array([[1.0]]))
    with pytest.raises(InvalidInputError, match="lag"):
        implied_timescales(P3, lag=0)


def test_bipartite_chain_minus_one_is_exact():
    # a random bipartite chain (3 + 4 states, period 2): -1 is an eigenvalue exactly, which
    # float64 computes with |lambda| = 1 - 1e-16 (a timescale of ~1e16); the graph makes it inf
    rng = np.random.default_rng(0)
    A = rng.random((3, 4))
    A /= A.sum(axis=1, keepdims=True)
    B = rng.random((4, 3))
    B /= B.sum(axis=1, keepdims=True)
    P = np.zeros((7, 7))
    P[:3, 3:], P[3:, :3] = A, B
    its = implied_timescales(P)
    assert its.timescales[0] == math.inf and its.arguments[0] == pytest.approx(math.pi, abs=0)
    assert math.isfinite(its.timescales[1])
