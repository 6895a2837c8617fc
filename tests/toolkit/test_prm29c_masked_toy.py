"""prm29c: a MaskedToy text with tokens outside V lists THOSE tokens, not the whole text
(issue 30, class B: one inner item offending). V = {A, C} (toy_tokens(2)); text 'A Z C Q'
has Z and Q outside V."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.masked_toy import MaskedToy


def test_only_the_tokens_outside_v_are_listed():
    base = IndependentSites(np.zeros((4, 2)))
    with pytest.raises(InvalidInputError) as e:
        MaskedToy(base, "A Z C Q", [0, 2])
    assert str(e.value).endswith("]: Z, Q")
