"""prm18a: :func:`exact._rounding.log_rounding` is ``delta = 4 u L / T + (q + 4) u`` with
``L = max |l|`` over *every* site's logits (module docstring). Two independent sites with
logits ``(0, 1)`` and ``(0, 100)`` at ``T = 0.5``: ``L = 100`` (site 1), so
``delta / u = 4 * 100 / 0.5 + (2 + 4) = 806`` (site 0 alone would give 14)."""

from __future__ import annotations

import numpy as np
import pytest

from exact._rounding import U, log_rounding
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites


def test_l_is_the_largest_logit_over_all_sites():
    K = glauber_kernel(IndependentSites(np.array([[0.0, 1.0], [0.0, 100.0]])), temperature=0.5)
    assert log_rounding(K) / U == pytest.approx(806.0, rel=1e-12)
