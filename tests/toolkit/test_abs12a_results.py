"""abs12a (issue 30): two absolute values in toolkit.results.

- ``slack_equal(error, tol)`` is the slack of ``|error| <= tol``, ``1 - |error| / tol``
  (docstring): an error of -2.5e-13 against 1e-12 leaves 0.75, like +2.5e-13, not 1.25.
- ``_check_range``: a count beyond float64 keeps its sign (its docstring: counts are >= 0):
  -2**1100 is a negative count, an InvalidInputError naming the field, not an OverflowError
  from ``float(-2**1100)`` (float64 ends near 2**1024).
"""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.results import _check_range, slack_equal


def test_slack_equal_of_a_negative_error_uses_its_modulus():
    assert slack_equal(-2.5e-13, 1e-12) == pytest.approx(0.75, rel=1e-12)
    assert slack_equal(-2.0, 1.0) == pytest.approx(-1.0, rel=1e-12)   # 1 - 2/1


def test_a_negative_count_beyond_float64_is_a_range_error():
    with pytest.raises(InvalidInputError, match=r"n_cert of X must be >= 0 \(a count\)"):
        _check_range("n_cert", -(2**1100), int, "n_cert of X")
    _check_range("n_cert", 2**1100, int, "n_cert of X")               # a huge positive count is fine
