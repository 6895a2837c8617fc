"""exact.checks._tolerances: the Kolmogorov allowance's floor grows with max |log R| (prm22d, issue 30).

Module docstring: the Kolmogorov-ratio identity is checked to ``KOLMOGOROV_RTOL (1 + max |log R|)``
(a relative tolerance on log R's of that size) or the arithmetic's round-off, whichever is
larger. With logits of size 0.5 at T = 1 the round-off is ~1e-15, so the floor decides."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from exact.checks import KOLMOGOROV_RTOL, _tolerances


def test_kolmogorov_floor_scales_with_log_r():
    L = SimpleNamespace(values=np.array([[0.5, -0.5], [0.25, 0.0]]), q=2, n=2)
    ex = SimpleNamespace(pi_relative_error=0.0, log_pi_min=-1.0)
    assert _tolerances(L, 1.0, ex, 100.0)["kolmogorov"] == pytest.approx(KOLMOGOROV_RTOL * 101.0, rel=1e-12)
    assert _tolerances(L, 1.0, ex, 0.0)["kolmogorov"] == pytest.approx(KOLMOGOROV_RTOL, rel=1e-12)
