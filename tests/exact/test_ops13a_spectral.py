"""exact.spectral (dense reversible path): ``lambda_star`` counts the most negative eigenvalue (ops13a, issue 30).

``lambda_star = max(|lambda_2|, |lambda_min|)`` and the (absolute) spectral gap ``1 - lambda_star``.
A symmetric doubly stochastic ``P = J/3 + 0.2 v2 v2^T - 0.7 v1 v1^T`` (``v1 = (1, -1, 0)/sqrt 2``,
``v2 = (1, 1, -2)/sqrt 6``, orthonormal and orthogonal to the ones; entries 1/60 .. 43/60, all
positive) has eigenvalues ``1, 0.2, -0.7`` by construction: ``lambda_2 = 0.2``, ``lambda_star = 0.7``,
gap ``0.3``."""

from __future__ import annotations

import numpy as np
import pytest

from exact.spectral import spectral_summary


def test_negative_eigenvalue_sets_lambda_star():
    v1 = np.array([1.0, -1.0, 0.0]) / np.sqrt(2.0)
    v2 = np.array([1.0, 1.0, -2.0]) / np.sqrt(6.0)
    P = np.ones((3, 3)) / 3 + 0.2 * np.outer(v2, v2) - 0.7 * np.outer(v1, v1)
    assert P.min() > 0 and np.allclose(P.sum(axis=1), 1.0)
    s = spectral_summary(P, method="dense")
    assert s.lambda_2 == pytest.approx(0.2, abs=1e-12)
    assert s.lambda_star == pytest.approx(0.7, abs=1e-12)
    assert s.spectral_gap == pytest.approx(0.3, abs=1e-12)
