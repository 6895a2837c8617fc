"""ign17b: ``exact.influence.influence_matrix(max_states=...)`` is the state-space guard (issue 30,
ignored-keyword sweep).

``max_states`` goes to :func:`exact.logits.site_logits`, which "Raises
:class:`~toolkit.exceptions.StateSpaceTooLargeError` above ``max_states``": a 2-token model on 4
sites has ``2^4 = 16`` states, so ``max_states=8`` must refuse it and ``max_states=16`` take it."""

import numpy as np
import pytest

from exact.influence import influence_matrix
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_max_states_refuses_a_larger_space():
    m = potts(2, 4, 0.5)
    with pytest.raises(StateSpaceTooLargeError):
        influence_matrix(m, max_states=8)
    R, L = influence_matrix(m, max_states=16)  # exactly q^n: allowed
    assert R.shape == L.shape == (4, 4)
    assert np.all(np.diag(R) == 0)
