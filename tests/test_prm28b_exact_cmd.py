"""prm28b: ``--start text`` is a real MLM's template only when the model HAS an initial state;
for a toy model (no initial_state) it is read as tokens and refused with the usual message."""
import pytest

from toolkit.app.commands.exact import start_state
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_text_start_on_a_model_without_initial_state_is_refused_as_tokens():
    m = potts(2, 3, 1.0)
    assert not hasattr(m, "initial_state")
    with pytest.raises(InvalidInputError, match="give the 3 tokens of a state"):
        start_state(m, "text")
