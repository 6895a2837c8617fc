"""harden10d: ``GlauberKernel.dense()`` refuses only spaces *above* 20000 states, the same
limit as ``log_dense()`` (both: ``N > 20000`` raises MemoryLimitError); automut survivor:
``>`` -> ``>=`` at the guard. The 20000-state kernel's sparse form is stubbed (its dense
array would be 3 GiB)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.exceptions import MemoryLimitError
from toolkit.models import IndependentSites


class _Stub:
    def toarray(self):
        return "dense"


@pytest.mark.parametrize("q", [20000, 20001])
def test_dense_limit_is_above_20000_states(q):
    K = glauber_kernel(IndependentSites(np.zeros((1, q))), temperature=1.0)   # one site: q states
    assert K.n_states == q and K.is_random_scan
    K.sparse = lambda: _Stub()
    if q <= 20000:
        assert K.dense() == "dense"
    else:
        with pytest.raises(MemoryLimitError, match=f"dense\\(\\) on {q} states"):
            K.dense()
