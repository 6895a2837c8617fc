"""toolkit._validation.check_state_space compares q**n exactly near the limit (prm22d, issue 30)."""

from __future__ import annotations

import pytest

from toolkit._validation import check_state_space
from toolkit.exceptions import StateSpaceTooLargeError


def test_state_space_guard_exact_near_the_limit():
    # documented: raise when q**n > max_states. 2**40 states against a limit one below: the
    # logarithms agree to 1e-12 (inside the 1e-9 slack), the exact integer comparison refuses
    with pytest.raises(StateSpaceTooLargeError):
        check_state_space(2, 40, max_states=2**40 - 1)
    check_state_space(2, 40, max_states=2**40)
