"""prm27d: checked_logits names the first OFFENDING row's site and state, not the batch's first row.

toolkit.models.base.checked_logits (docstring): "The error names the first offending site and
state." A stand-in model returns NaN for the third row only (site 1, state (1, 0, 1)); rows 0
and 1 are finite and at other sites/states.
"""

import numpy as np
import pytest

from toolkit.exceptions import NonFiniteLogitsError
from toolkit.models.base import checked_logits


class _NanAtRow2:
    vocab_size, length = 2, 3

    def logits(self, x, sites):
        out = np.zeros((x.shape[0], 2))
        out[2, 0] = np.nan
        out[3, 1] = np.inf
        return out


def test_error_names_the_offending_row():
    x = np.array([[0, 0, 0], [1, 1, 1], [1, 0, 1], [0, 1, 0]])
    with pytest.raises(NonFiniteLogitsError) as exc:
        checked_logits(_NanAtRow2(), x, [0, 2, 1, 2])
    assert exc.value.site == 1 and exc.value.state == (1, 0, 1)
    assert "at site 1 for state (1, 0, 1): logits [nan, 0.0]" in str(exc.value)
