"""prm18b promise sweep: StateSpace's ``bytes_per_state`` sizes the guard's message (issue 30)."""

import pytest

from exact.space import StateSpace
from toolkit.exceptions import StateSpaceTooLargeError


def test_bytes_per_state_sizes_the_guard_message():
    # 2**30 states above max_states = 1e6; at the 1000 bytes per state given, the error's
    # bytes_needed is 2**30 * 1000 (the default, 8 (n + 2) = 256, would give 2**30 * 256)
    with pytest.raises(StateSpaceTooLargeError) as e:
        StateSpace(2, 30, max_states=1e6, bytes_per_state=1000.0)
    assert e.value.bytes_needed == 2**30 * 1000.0
