"""prm29c: check_probability accepts p = 0, the closed lower end of [0, 1) and [0, 1]
(its docstring: "a float in [0, 1) (or [0, 1] with allow_one)"); issue 30, class A."""

import pytest

from toolkit._validation import check_probability
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("allow_one", [False, True])
def test_zero_is_in_the_interval(allow_one):
    assert check_probability(0.0, "p", allow_one=allow_one) == 0.0
    assert check_probability(0, "p", allow_one=allow_one) == 0.0


def test_just_below_zero_refused():
    with pytest.raises(InvalidInputError, match=r"\[0, 1\)"):
        check_probability(-1e-300, "p")
