"""harden10d: ``StateSpace`` of a single site (``n = 1``: the ``q`` states ``0..q-1``; "the
``q**n`` states of ``n`` sites"), and ``n = 0`` refused naming ``n`` (automut survivor:
``minimum=1`` -> ``2`` for ``n``)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError


def test_one_site_space_has_q_states():
    s = StateSpace(3, 1)
    assert len(s) == 3 and s.shape == (3,)
    assert s.all_states().tolist() == [[0], [1], [2]]
    assert s.index(np.array([[2]])).tolist() == [2]


def test_zero_sites_refused_naming_n():
    with pytest.raises(InvalidInputError, match="n"):
        StateSpace(3, 0)
