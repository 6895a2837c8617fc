"""cmp15b: ``exact.spectral._perturbed_error`` on simple eigenvalues.

Its docstring: the change of ``lambda_star`` and ``lambda_2`` when the balanced matrix moves by
``e ||Bb|| E`` at two sizes, "extrapolated ... with the exponent the two changes show: 1 for a
simple eigenvalue", the deflated eigenvalue (the one nearest 0) dropped from the perturbed
spectrum as it was from ``w``. A symmetric ``Bb = diag(0, 0.5, 0.2, -0.3)`` (0: the deflated
eigenvalue; the others simple, gaps >= 0.1) moves each eigenvalue linearly, by at most the
perturbation's 2-norm (Weyl): ``||E||_2 <= ||E||_F = sqrt(N)`` (entries ``+-1/sqrt(N)``), so the
exponent is 1 and the extrapolated error at most ``10 sqrt(N) e0 ||Bb||``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import _perturbed_error


def test_perturbed_error_of_simple_eigenvalues_has_exponent_one():
    Bb = np.diag([0.0, 0.5, 0.2, -0.3])
    w = np.array([0.5, 0.2, -0.3])  # the deflated 0 dropped
    j = 0  # lambda_star = max |w| = 0.5
    e0 = 1e-15
    err, power = _perturbed_error(Bb, w, j, e0)
    assert power == pytest.approx(1.0, abs=1e-3)
    nb = 0.5
    assert 0.0 < err <= 10 * math.sqrt(4) * e0 * nb * (1 + 1e-3)
