"""abs13a: dropped absolute values in :mod:`exact.spectral`, from the documented contract.

``_entries_error``'s docstring: the relative error of every entry of ``D^{1/2} P D^{-1/2}`` is
the kernel's rounding (0 for a plain matrix: :func:`exact._rounding.log_rounding`), plus
``pi``'s relative error, plus the rounding of the exponent
``(log pi(x) - log pi(y)) / 2 + log P(x, y)``: ``u (2 span + 4)`` with ``span`` the largest
``|log pi|`` over the states where it is finite. ``log pi <= 0``, so the span is
``-min log pi`` -- the largest of ``log pi`` itself would be about 0.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import _entries_error
from toolkit.results import StationaryLaw

_U = np.finfo(float).eps / 2


def test_entries_error_span_is_the_largest_absolute_log_pi():
    # pi = (1 - e^-300, e^-300, 0): log pi = (-e^-300 ~ 0, -300, -inf); span = 300 (by hand)
    log_pi = np.array([-math.exp(-300.0), -300.0, -math.inf])
    law = StationaryLaw(np.exp(log_pi), log_pi, "hand", 0.0, 0.0, 0.0, 3)
    P = np.array([[1.0 - math.exp(-300.0), math.exp(-300.0), 0.0], [1.0, 0.0, 0.0], [0.5, 0.0, 0.5]])
    assert _entries_error(P, law) == pytest.approx(_U * (2 * 300.0 + 4), rel=1e-12, abs=0)
    # pi's relative error adds as it is (here 1e-9)
    law2 = StationaryLaw(np.exp(log_pi), log_pi, "hand", 0.0, 0.0, 1e-9, 3)
    assert _entries_error(P, law2) == pytest.approx(1e-9 + _U * (2 * 300.0 + 4), rel=1e-12, abs=0)
