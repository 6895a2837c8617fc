""":func:`exact._mp_spectrum.reversible_gap` returns None when the digits a gap needs exceed the
budget (its docstring; :func:`exact._mp_spectrum.affordable`), and the gap otherwise (issue 30,
branch gap15b). Two-state chain: eigenvalues 1 and 1 - a - b, gap 1 - |1 - a - b|."""

import math

import numpy as np
import pytest

from exact._mp_spectrum import DPS_MAX, START_DPS, affordable, digits_for, reversible_gap


def test_a_gap_beyond_the_digit_budget_is_none_and_within_it_is_computed():
    a, b = 0.2, 0.3
    P = np.array([[1 - a, a], [b, 1 - b]])
    hint = -DPS_MAX * math.log(10)  # asks START_DPS + DPS_MAX digits: above DPS_MAX
    assert digits_for(hint) > DPS_MAX and not affordable(2, digits_for(hint))
    assert reversible_gap(P, log_gap_hint=hint) is None
    gap, err, dps = reversible_gap(P)
    assert dps == START_DPS
    assert float(gap) == pytest.approx(1 - abs(1 - a - b), abs=1e-14) and float(err) < 1e-14
