"""prm27b tenth sweep (issue 30): ``reject_unknown`` names EVERY unknown keyword, with the
plural noun, when several are given (the earlier cases gave one, where the first and all agree)."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import reject_unknown


def test_every_unknown_keyword_is_named():
    with pytest.raises(InvalidInputError) as e:
        reject_unknown("potts", {"q": 2, "zzz": 1, "yyy": 2}, ("q", "n", "coupling", "graph"))
    msg = str(e.value)
    assert "takes no parameters `zzz`, `yyy`;" in msg   # both, in the order given, plural noun
