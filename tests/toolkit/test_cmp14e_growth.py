"""cmp14e: ``toolkit.growth`` at its boundaries, from the docstrings.

- :func:`growth_verdict`: "``n_values`` must be increasing positive sizes": a first size of 0
  is not positive (the boundary belongs to the rejected side), 1 is.
- :func:`change_temperature` with no temperature called faster: ``high`` is "the lowest
  [temperature] called polynomial" (:class:`ChangeTemperature`), here 0.7 of 0.5 (undetermined),
  0.7, 0.9 (polynomial); ``low`` is NaN.
"""

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.growth import POLYNOMIAL, UNDETERMINED, change_temperature, growth_verdict


def test_a_first_size_of_zero_is_not_positive():
    with pytest.raises(InvalidInputError, match="n_values"):
        growth_verdict([0, 4, 8], [1.0, 2.0, 4.0], [2.0, 4.0, 8.0])
    n = np.array([1, 4, 8])  # 1 is positive: accepted
    growth_verdict(n, 0.5 * n, 2.0 * n)


def test_only_polynomial_calls_give_the_lowest_polynomial_temperature():
    c = change_temperature([0.5, 0.7, 0.9], [UNDETERMINED, POLYNOMIAL, POLYNOMIAL])
    assert c.high == 0.7
    assert math.isnan(c.low)


def test_one_censored_lower_end_gives_no_lower_growth_claim():
    # censored[k]: the low end at size k is the run's own length, "not evidence of growth": with
    # the top size censored the lower ends' slope over the top pair is unknown, so the verdict
    # reports the censoring and quotes no growth of the lower ends (one finite slope of two is
    # not "lower ends grow like ...")
    n = np.array([8, 16, 32])
    v = growth_verdict(n, n**3.0, n**3.5, censored=[False, False, True])
    assert any("censored" in r for r in v.reasons)
    assert not any(r.startswith("lower ends grow") for r in v.reasons)
