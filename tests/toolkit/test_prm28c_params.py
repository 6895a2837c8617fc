"""prm28c (issue 30): reject_unknown suggests a close match for EVERY unknown keyword, also
when several are unknown (the docstring: the message names the unknown keyword, a close match)."""
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import reject_unknown


def test_suggestions_with_two_unknown_keywords():
    with pytest.raises(InvalidInputError) as e:
        reject_unknown("potts", {"couplng": 1.0, "sede": 0}, ("q", "n", "coupling", "seed"))
    msg = str(e.value)
    assert "`couplng` (did you mean `coupling`?)" in msg
    assert "`sede` (did you mean `seed`?)" in msg
