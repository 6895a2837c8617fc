"""exact.reversibility.edge_relative_residual: the worst edge over *all* sites (ops13a, issue 30).

Docstring: ``max_{x != y} |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))``, ``F(x,y) = pi(x) P(x,y)``.
A Potts model (q = 2, n = 3) is compatible: its random-scan kernel is reversible for its law
``mu``, so every edge balances under ``log pi = log mu``. Adding ``g(x_0) = 0.5 x_0`` to
``log pi`` changes the ratio ``pi(x) / pi(y)`` by ``e^{+-0.5}`` on every move of site 0 and
leaves the moves of sites 1 and 2 balanced (``x_0`` is the same on both ends). So every
site-0 edge has ``|log F(x,y) - log F(y,x)| = 0.5``: the residual is ``1 - e^{-0.5}``,
reached at the first site, while the last site's edges give 0."""

from __future__ import annotations

import importlib
import math

import numpy as np
import pytest

from exact._linalg import random_scan_kernel
from exact.kernel import glauber_kernel
from exact.stationary import stationary_law
from toolkit.models import potts

rv = importlib.import_module("exact.reversibility")


def test_worst_edge_on_the_first_site():
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    assert random_scan_kernel(K)
    lp = np.log(stationary_law(K).pi)
    assert rv.edge_relative_residual(K, lp) < 1e-12                 # reversible for mu
    x0 = np.arange(8) // 4                                           # site 0: the leading digit
    want = 1.0 - math.exp(-0.5)
    assert rv.edge_relative_residual(K, lp + 0.5 * x0) == pytest.approx(want, rel=1e-9)
