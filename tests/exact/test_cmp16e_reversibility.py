"""exact.reversibility.edge_relative_residual on a random-scan kernel whose one site is too wide
for one chunk (cmp16e, issue 30).

The random-scan branch walks the ``left`` axis in chunks of ``step = max(1, 2**22 // (q**2 right))``
rows, so each log-flow block ``(step, q, q, right)`` stays near 4M entries. When one row alone is
wider than that (``q**2 right > 2**22``) the chunk is one row, never zero rows. A single site with
``q = 2049`` has ``q**2 = 4198401 > 2**22``: the residual must still be computed.

One site: the kernel moves ``c -> a`` with probability ``C(a)``, the site's conditional law, and is
reversible for ``pi = C`` (``pi(c) C(a) = C(c) C(a)`` is symmetric). Adding ``g(x) = 0.5 [x = 0]``
to ``log pi`` unbalances exactly the edges touching state 0 by ``|log F(x,y) - log F(y,x)| = 0.5``,
so the docstring's residual is ``1 - e^{-0.5}``."""

from __future__ import annotations

import importlib
import math

import numpy as np
import pytest

from exact._linalg import random_scan_kernel
from exact.kernel import glauber_kernel
from toolkit.models import potts

rv = importlib.import_module("exact.reversibility")


def test_one_site_wider_than_a_chunk():
    q = 2049
    assert q * q > 1 << 22
    K = glauber_kernel(potts(q, 1, 1.0), temperature=1.0)
    assert random_scan_kernel(K)
    lp = K.log_site_conditionals(0).reshape(-1)        # pi = the one site's conditional law
    assert rv.edge_relative_residual(K, lp) < 1e-12
    g = 0.5 * (np.arange(q) == 0)
    assert rv.edge_relative_residual(K, lp + g) == pytest.approx(1.0 - math.exp(-0.5), rel=1e-9)
