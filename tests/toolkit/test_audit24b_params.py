"""Audit 24b: ``toolkit.models._params.reject_unknown`` names its noun from the UNKNOWN keywords.

Contract (its docstring): the message names the unknown keyword(s); one unknown keyword is
"parameter", several "parameters" -- however many valid keywords were given beside them.
"""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import reject_unknown

ACCEPTED = ("q", "n", "coupling", "graph")


def test_one_unknown_among_valid_keywords_is_singular():
    # two keywords given, one of them unknown: "parameter", not "parameters"
    with pytest.raises(InvalidInputError) as exc:
        reject_unknown("potts", {"q": 3, "couplng": 5.0}, ACCEPTED)
    msg = str(exc.value)
    assert "takes no parameter `couplng`" in msg
    assert "takes no parameters" not in msg


def test_two_unknown_keywords_alone_are_plural():
    with pytest.raises(InvalidInputError) as exc:
        reject_unknown("potts", {"couplng": 5.0, "grph": "ring"}, ACCEPTED)
    assert "takes no parameters `couplng`" in str(exc.value)
