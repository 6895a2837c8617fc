"""prm27d: ``_human_bytes`` of an infinite byte count.

toolkit.exceptions._human_bytes (docstring): above 1024 PiB "as ``3.1e+170 bytes``"; an
infinite count (``n = inf``, or ``log10 = inf``: a size past float64) has no mantissa and is
written ``inf bytes`` (the code's own branch), not an OverflowError from ``floor(inf)``.
"""

import math

from toolkit.exceptions import _human_bytes


def test_infinite_bytes_written_inf():
    assert _human_bytes(math.inf) == "inf bytes"
    assert _human_bytes(1.0, log10=math.inf) == "inf bytes"


def test_finite_neighbours():
    # 2**60 bytes = 1024 PiB is the switch: 1.15e+18 bytes
    assert _human_bytes(2.0**60) == "1.2e+18 bytes"
    assert _human_bytes(2.0**50) == "1.0 PiB"
