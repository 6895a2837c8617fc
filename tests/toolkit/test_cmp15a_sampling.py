"""cmp15a: the recorded-states cap ``MAX_RECORD_BYTES`` is inclusive.

``MAX_RECORD_BYTES`` is the "largest array of recorded states a run may allocate" (2 GiB), and
the error says the states' bytes are "above" it: an array of exactly ``2^31`` bytes (``B R n``
int64 entries, 8 bytes each: ``B = 1`` chain, ``R = 2^20`` record times, ``n = 2^8`` sites) is
allowed; one more chain (``2 * 2^31``) or one more record time is refused. The check runs
before any array is allocated, so the test allocates nothing.
"""

import pytest

from toolkit import sampling as sp
from toolkit.exceptions import InvalidInputError


def test_recorded_states_of_exactly_max_record_bytes_are_allowed():
    assert 1 * 2**20 * 2**8 * 8 == sp.MAX_RECORD_BYTES
    sp._check_record_states(1, 2**20, 2**8, True)
    with pytest.raises(InvalidInputError, match="above 2 GiB"):
        sp._check_record_states(1, 2**20 + 1, 2**8, True)
    sp._check_record_states(2, 2**20, 2**8, False)     # nothing recorded: no limit
