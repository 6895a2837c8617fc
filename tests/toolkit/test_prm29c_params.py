"""prm29c: reject_unknown names EVERY unknown keyword (its docstring: "the message names the
unknown keyword, a close match if any"), not only the last one given (issue 30, class B)."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import reject_unknown


def test_two_unknown_keywords_both_named():
    with pytest.raises(InvalidInputError) as e:
        reject_unknown("potts", {"couplng": 1.0, "q": 3, "grahp": "cycle"}, ("q", "n", "coupling", "graph"))
    msg = str(e.value)
    assert "takes no parameters `couplng` (did you mean `coupling`?), `grahp` (did you mean `graph`?);" in msg
