"""cmp16d (issue 30): exact.timescales.implied_timescales' dense limit, from its docstring
("all N - 1 by default, up to 2048 states"; ``k`` "required above DENSE_MAX states")."""

import numpy as np
import pytest
import scipy.sparse as sp

from exact.timescales import DENSE_MAX, implied_timescales
from toolkit.exceptions import InvalidInputError


def test_k_may_be_left_out_at_exactly_dense_max_states():
    # at N = DENSE_MAX = 2048 the default k = N - 1 is allowed: the call goes on to the next
    # check (a `pi` of the wrong shape, named before anything is computed); one state more and
    # `k` is required
    assert DENSE_MAX == 2048
    with pytest.raises(InvalidInputError, match=r"`pi` must have shape \(2048,\)"):
        implied_timescales(sp.identity(2048, format="csr"), pi=np.ones(3) / 3)
    with pytest.raises(InvalidInputError, match=r"`k` is required above 2048 states \(got 2049\)"):
        implied_timescales(sp.identity(2049, format="csr"), pi=np.ones(3) / 3)
