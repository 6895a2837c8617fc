"""prm24d: ``exact.pairwise_logits.PairwiseLogits(max_states)`` is the size guard of the state
space (the docstring): a 2-state, 4-site model (16 states) is refused at ``max_states=8`` with
:class:`StateSpaceTooLargeError` and accepted at 16."""

import pytest

from exact.pairwise_logits import PairwiseLogits
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import random_pairwise


def test_max_states_guards_the_space():
    m = random_pairwise(2, 4, 0.5, symmetric=True, rng=0)
    with pytest.raises(StateSpaceTooLargeError):
        PairwiseLogits(m, max_states=8)
    assert PairwiseLogits(m, max_states=16).space.size == 16
