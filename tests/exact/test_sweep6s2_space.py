"""Contract sweep (issue 30) of :mod:`exact.space`: the default guard ``2e7`` and the guard at
equality, the index order (site 0 most significant) on an asymmetric ``q = 3`` case, the
range check of ``states`` naming the offending index (a real bug fixed here: a negative index
was reported as the largest, valid one), ``hamming``, ``len`` and ``repr``."""

from __future__ import annotations

import pytest

from exact.space import DEFAULT_MAX_STATES, StateSpace
from toolkit.exceptions import InvalidInputError, StateSpaceTooLargeError


def test_default_and_guard_at_equality():
    assert DEFAULT_MAX_STATES == 2e7
    assert len(StateSpace(3, 3, max_states=27)) == 27
    with pytest.raises(StateSpaceTooLargeError):
        StateSpace(3, 3, max_states=26)
    with pytest.raises(StateSpaceTooLargeError):
        StateSpace(2, 25)                          # 3.4e7 > 2e7 by default
    assert StateSpace(2, 24).size == 2**24         # 1.7e7 <= 2e7
    with pytest.raises(InvalidInputError, match="q"):
        StateSpace(1, 3)
    with pytest.raises(InvalidInputError, match="n"):
        StateSpace(2, 0)


def test_index_order_site_zero_most_significant():
    s = StateSpace(3, 3)
    assert s.index([[2, 0, 1], [0, 1, 2]]).tolist() == [2 * 9 + 0 + 1, 0 + 3 + 2]
    assert s.index([1, 2, 0]).tolist() == [15]
    assert s.states([19, 5]).tolist() == [[2, 0, 1], [0, 1, 2]]
    assert s.all_states()[[0, 1, 3, 26]].tolist() == [[0, 0, 0], [0, 0, 1], [0, 1, 0], [2, 2, 2]]


def test_states_range_check_names_the_offender():
    s = StateSpace(2, 3)
    with pytest.raises(InvalidInputError, match=r"0\.\.7; got -1"):
        s.states([-1, 2])
    with pytest.raises(InvalidInputError, match=r"0\.\.7; got 8"):
        s.states([3, 8])
    assert s.states([7]).tolist() == [[1, 1, 1]]


def test_hamming_len_repr():
    s = StateSpace(3, 3)
    assert s.hamming([0, 0, 26, 5], [0, 13, 25, 3]).tolist() == [0, 3, 1, 1]   # 13 = 111, 25 = 221, 5 = 012, 3 = 010
    assert repr(s) == "StateSpace(q=3, n=3, size=27)" and len(s) == 27 and s.shape == (3, 3, 3)
