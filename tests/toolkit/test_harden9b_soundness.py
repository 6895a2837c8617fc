"""harden9b (issue 30): two helpers of the soundness section at their boundaries.

- ``_num``: an integral float is shown as an int only while it is exact (``|x| < 2**53``);
  1e300 stays the float 1e300 (an int would print 301 digits);
- ``_Exact.at``: the stored profile ``d(t)`` stops far below eps; a ``t`` beyond its range
  reads the last value (docstring)."""

from __future__ import annotations

import math

import numpy as np

from toolkit.app.report import soundness as sd


def test_num_keeps_huge_floats():
    assert sd._num(3.0) == 3 and isinstance(sd._num(3.0), int)
    assert sd._num(1e300) == 1e300 and isinstance(sd._num(1e300), float)
    assert isinstance(sd._num(2.0**53), float) and isinstance(sd._num(2.0**53 - 1), int)
    assert math.isinf(sd._num(math.inf)) and sd._num(None) is None


def test_profile_read_past_its_end():
    arr = np.array([1.0, 0.5, 0.1])
    assert sd._Exact.at(None, arr, 2) == 0.1
    assert sd._Exact.at(None, arr, 3) == 0.1
    np.testing.assert_array_equal(sd._Exact.at(None, arr, np.array([0, 5, 100])), [1.0, 0.1, 0.1])
