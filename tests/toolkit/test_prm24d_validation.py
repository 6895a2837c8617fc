"""prm24d: ``toolkit._validation.check_eps(name)`` and ``check_model(name)``: the refusal names
the argument it was given (the name in backquotes), not the default ``eps``/``model``."""

import pytest

from toolkit._validation import check_eps, check_model
from toolkit.exceptions import InvalidInputError, InvalidTypeError


def test_check_eps_names_the_argument():
    with pytest.raises(InvalidInputError, match=r"^`threshold` must be in \(0, 1\); got 1.5"):
        check_eps(1.5, "threshold")
    with pytest.raises(InvalidInputError, match=r"^`threshold` must be a number"):
        check_eps("x", "threshold")
    assert check_eps(0.5, "threshold") == 0.5


def test_check_model_names_the_argument():
    with pytest.raises(InvalidTypeError, match=r"^`reference` must be a ConditionalModel"):
        check_model(3, "reference")
