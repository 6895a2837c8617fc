"""abs12a (issue 30): ``exact.lumped._signed_log_cumsum`` when the negative part dominates.

Running sums of ``sa * exp(la)`` as ``(log |S|, sign S)`` (docstring). Terms +1, -3, +0.5
(la = 0, ln 3, ln 0.5): S = 1, -2, -1.5, so log|S| = 0, ln 2, ln 1.5 and signs +1, -1, -1.
The subtraction ``hi + log1p(-exp(-|lp - ln|))`` needs the modulus: with ``ln > lp`` a signed
difference gives log1p of a number below -1 (NaN).
"""

import math

import numpy as np
import pytest

from exact.lumped import _signed_log_cumsum


def test_negative_dominated_running_sum():
    lS, sign = _signed_log_cumsum(np.array([0.0, math.log(3.0), math.log(0.5)]), np.array([1.0, -1.0, 1.0]))
    assert lS == pytest.approx([0.0, math.log(2.0), math.log(1.5)], rel=1e-12, abs=1e-15)
    assert sign.tolist() == [1.0, -1.0, -1.0]
