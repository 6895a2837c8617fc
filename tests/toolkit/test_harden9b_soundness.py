"""harden9b (issue 30): two helpers of the soundness section at their boundaries.

- ``_num``: an integral float is shown as an int only while it is exact (``|x| < 2**53``);
  1e300 stays the float 1e300 (an int would print 301 digits);
- ``_Exact.at``: the stored profile ``d(t)`` stops far below eps; a ``t`` beyond its range
  reads the last value (docstring)."""

from __future__ import annotations

import math

import numpy as np
import pytest

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


def test_alpha_is_the_largest_column_sum_by_hand():
    """harden11d (issue 30): ``_alpha`` is ``max_j sum_i R_ij`` (its docstring, Dobrushin's
    column sums), not the largest row sum. Three binary sites; site 0's logit of token 1 is
    ``c (x_1 + x_2)`` with ``c = ln 3`` and sites 1, 2 are independent fair coins. Changing
    ``x_1`` moves ``p_0(1 | x_1, x_2) = sigma(c (x_1 + x_2))`` from 1/2 to 3/4 (``x_2 = 0``) or
    from 3/4 to 9/10 (``x_2 = 1``): ``R_01 = 1/4``, likewise ``R_02 = 1/4``, every other entry 0.
    Column sums (0, 1/4, 1/4): alpha = 1/4; the row sum of site 0 would be 1/2."""
    from toolkit.models import Pairwise

    c = math.log(3.0)
    J = np.zeros((3, 3, 2, 2))
    J[0, 1, 1, 1] = J[0, 2, 1, 1] = c
    assert sd._alpha(Pairwise(np.zeros((3, 2)), J), 1.0) == pytest.approx(0.25, rel=1e-12)
