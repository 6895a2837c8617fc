"""ign17a: `exact.metastable.conductance(pi=...)` uses the law it is given."""

import numpy as np
import pytest

import exact.metastable as metastable

# rows: P(0, .) = (1/2, 0, 1/2), P(1, .) = (1/2, 1/2, 0), P(2, .) = (1/4, 1/4, 1/2)
P = np.array([[0.5, 0.0, 0.5], [0.5, 0.5, 0.0], [0.25, 0.25, 0.5]])
S = np.array([True, True, False])


def test_conductance_uses_the_given_law():
    # Phi(S) = Q(S, S^c) / pi(S) = (pi_0 P(0, 2) + pi_1 P(1, 2)) / (pi_0 + pi_1); with the given
    # pi = (0.1, 0.3, 0.6): (0.1 * 0.5 + 0) / 0.4 = 0.125 (pi is not P's stationary law: (pi P)_0 = 0.35)
    pi = np.array([0.1, 0.3, 0.6])
    assert metastable.conductance(P, S, pi=pi) == pytest.approx(0.125, rel=1e-12)


def test_conductance_computes_no_law_when_given_one(monkeypatch):
    # docstring: pi is "computed when not given"; given, it is not computed again
    def refuse(*a, **k):
        raise AssertionError("stationary_law called although pi was given")

    pi = np.array([0.1, 0.3, 0.6])
    monkeypatch.setattr(metastable, "stationary_law", refuse)
    assert metastable.conductance(P, S, pi=pi) == pytest.approx(0.125, rel=1e-12)
