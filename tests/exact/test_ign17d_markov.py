"""exact.markov: ``check_claims(max_states=...)`` is the state-space guard it documents (ign17d).

``max_states`` caps the enumeration: a chain of q**n = 16 states is refused under a cap of 8
(StateSpaceTooLargeError) and computed under a cap of 16."""

import pytest

from exact.markov import check_claims
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_check_claims_honours_max_states():
    m = potts(2, 4, 0.5)                     # 2**4 = 16 states
    with pytest.raises(StateSpaceTooLargeError, match="16"):
        check_claims(m, max_states=8)
    assert check_claims(m, max_states=16) is not None
