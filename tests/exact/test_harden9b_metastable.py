"""harden9b (issue 30): conductance of a set whose stationary mass underflows float64.

One site, ``q = 2``, logits ``(0, -1000)``: the random-scan kernel is ``P(x, y) = p(y)`` with
``p = (1, e^{-1000}) / (1 + e^{-1000})``; ``pi = p`` and ``pi(1) ~ e^{-1000}`` is below
float64's range. ``Phi({1}) = Q({1}, {0}) / pi({1}) = P(1, 0) = p(0) = 1 / (1 + e^{-1000}) = 1``
to double precision: computed from ``log pi`` (docstring), finite, not 0."""

from __future__ import annotations

import numpy as np

from exact.kernel import glauber_kernel
from exact.metastable import conductance
from exact.stationary import stationary_law
from toolkit.models import IndependentSites


def test_conductance_of_an_underflowed_set():
    K = glauber_kernel(IndependentSites(np.array([[0.0, -1000.0]])))
    law = stationary_law(K)
    assert law.pi[1] == 0.0   # underflowed: only log pi holds it
    mask = np.array([False, True])
    assert abs(conductance(K, mask, pi=law) - 1.0) < 1e-12
    assert abs(conductance(K, mask) - 1.0) < 1e-12
