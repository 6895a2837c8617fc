"""prm30d (issue 30): CoalescenceResult.tv_bound refuses EVERY time at or past max_steps.

Docstring/contract: with censored pairs (a pair not met by ``max_steps``), ``P(tau > t)`` is
unknown for ``t >= max_steps``, so such a ``t`` is refused, whichever place it has in
``times``. Times given out of order with the offending one inside the list (the first and last
below max_steps) must still be refused."""

import numpy as np
import pytest

from toolkit import coupling as cp
from toolkit.exceptions import InvalidInputError


def _coal(times, max_steps=10):
    t = np.asarray(times, dtype=float)
    return cp.CoalescenceResult(t, np.zeros((t.shape[0], 2)), np.ones((t.shape[0], 2)), max_steps, "maximal", 1.0,
                                "random", 0.0)


def test_an_inner_time_past_max_steps_is_refused():
    cens = _coal([[1, np.inf], [2, 3]])
    with pytest.raises(InvalidInputError, match="`t`=12 is not below max_steps=10"):
        cens.tv_bound([2, 12, 5])


def test_a_first_time_past_max_steps_is_refused():
    cens = _coal([[1, np.inf], [2, 3]])
    with pytest.raises(InvalidInputError, match="`t`=10 is not below max_steps=10"):
        cens.tv_bound([10, 3])
