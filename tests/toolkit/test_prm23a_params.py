"""prm23a: ``toolkit.models._params.check_scale(value, name)`` names the parameter it checks
in both of its messages (``name`` handed on), not always ``scale``: a caller checking another
Gaussian scale (``disorder``) gets its own name back for a value that is not a number, as for
a negative one."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import check_scale


@pytest.mark.parametrize("bad", ["x", True, [1.0, 2.0], None])
def test_not_a_number_names_the_parameter(bad):
    with pytest.raises(InvalidInputError, match=r"^`disorder` must be a number >= 0"):
        check_scale(bad, "disorder")


def test_negative_names_the_parameter():
    with pytest.raises(InvalidInputError, match=r"^`disorder` must be finite and >= 0"):
        check_scale(-1.0, "disorder")
