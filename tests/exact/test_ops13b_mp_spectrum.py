"""ops13b: ``reversible_gap``'s ``log_gap_hint`` sets the working precision.

Module docstring of :mod:`exact._mp_spectrum`: the spectrum is "computed at a precision chosen
from the gap, raised until the gap is resolved", and :func:`exact._mp_spectrum.digits_for`
gives that precision: ``START_DPS = 40`` digits beyond the gap's size. The two-state chain
``P = [[1 - a, a], [b, 1 - b]]`` has gap ``a + b`` (its eigenvalues are 1 and ``1 - a - b``).
For ``a = 1e-40``, ``b = 1e-30`` a hint ``log(a + b)`` asks for ``40 + ceil(30.0...) = 70``
digits, where the gap is resolved (``10 N 10^-70 < 1e-15`` times it): one pass at 70 digits.
Without the hint the first pass is at 40 digits, unresolved, and the next at 80 (the
module's doctest), so a hint that is not read shows as ``dps = 80``.
"""

import math

import numpy as np

from exact._mp_spectrum import reversible_gap


def test_a_gap_hint_starts_at_its_digits():
    a, b = 1e-40, 1e-30
    P = np.array([[1 - a, a], [b, 1 - b]])
    g, err, dps = reversible_gap(P, log_gap_hint=math.log(a + b))
    assert dps == 70  # 40 + ceil(-log10(1e-30 + 1e-40)) = 40 + 30
    assert float(g) == 1.0000000001e-30  # a + b by hand, to float64
    assert float(err) < 1e-15 * float(g)


def test_no_hint_doubles_from_forty_digits():
    a, b = 1e-40, 1e-30
    P = np.array([[1 - a, a], [b, 1 - b]])
    g, _, dps = reversible_gap(P)
    assert dps == 80  # 40 digits cannot resolve 1e-30 against 10 N 1e-40: doubled once
    assert float(g) == 1.0000000001e-30
