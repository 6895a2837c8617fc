"""prm25a: remasking_kernel hands its max_entries on to the unmasking step it builds: the
step's own guard refuses first (its message names the sampler)."""
from __future__ import annotations

import pytest

from exact.unmasking import partial_conditionals, remasking_kernel
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_table


def test_step_guard_gets_callers_max_entries():
    cond = partial_conditionals(random_table(2, 3, 1.5, rng=61), temperature=0.7)
    # q = 2, n = 3: 27 partial states; the one-at-a-time step has more than 30 transitions
    with pytest.raises(InvalidInputError, match=r"sampler random:1 needs more than max_entries=30"):
        remasking_kernel(cond, r=1, max_entries=30)
