"""prm30c: sweep_records checks the chain count of every start (issue 30, thirteenth sweep:
one inner item offending)."""

import numpy as np
import pytest

from toolkit.dynamics import sweep_records
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_zero_chains_for_an_inner_start_refused():
    starts = np.array([[0, 0, 0], [1, 1, 1], [0, 1, 0]])
    with pytest.raises(InvalidInputError, match="chains_per_start"):
        sweep_records(potts(2, 3, 1.0), starts, chains_per_start=[2, 0, 2], n_sweeps=1, rng=0)
