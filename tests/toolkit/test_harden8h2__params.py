"""toolkit.models._params: a scale of 0, booleans, several unknown keywords at once, and a list
of exactly ``head`` values (harden8h2, issue 30).

Contract: ``check_scale`` takes a finite number >= 0 (0 included: a deterministic family) and
refuses booleans and strings; ``reject_unknown`` names every unknown keyword; ``short_list``
shows the first ``head`` values and adds "... (N in all)" only when some are left out.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import check_scale, reject_unknown, short_list


@pytest.mark.parametrize("value", [0, 0.0, -0.0, np.float32(0.0), np.int64(0)])
def test_zero_scale_accepted(value):
    assert check_scale(value) == 0.0
    assert check_scale(value, "disorder") == 0.0


@pytest.mark.parametrize("value", [True, False, np.bool_(True)])
def test_booleans_refused(value):
    with pytest.raises(InvalidInputError, match="`scale` must be a number"):
        check_scale(value)


def test_float32_scale_comes_out_a_float():
    v = check_scale(np.float32(0.5))
    assert type(v) is float and v == 0.5


def test_every_unknown_keyword_named():
    with pytest.raises(InvalidInputError) as e:
        reject_unknown("potts", {"couplng": 1.0, "sead": 2, "q": 3}, ("q", "n", "coupling", "graph"))
    msg = str(e.value)
    assert "takes no parameters `couplng` (did you mean `coupling`?), `sead`" in msg


@pytest.mark.parametrize("k,expected", [(5, "0, 1, 2, 3, 4"), (6, "0, 1, 2, 3, 4, 5"),
                                        (7, "0, 1, 2, 3, 4, 5, ... (7 in all)"), (0, "")])
def test_short_list_boundary(k, expected):
    assert short_list(range(k)) == expected
