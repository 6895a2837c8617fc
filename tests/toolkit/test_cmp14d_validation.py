"""cmp14d: ``check_memory``'s ``bytes_needed`` is ``inf`` from ``1e300`` bytes up, ``1e300`` included.

Its docstring: the size in bytes below ``1e300``, ``inf`` from ``1e300`` up (``log10_bytes >=
300``), the cut ``StateSpaceTooLargeError`` uses for its sizes (``n_states``: ``q**n if
log10_states < 300 else inf``). At ``log10_bytes = 300`` exactly: ``inf``; just below, the
power ``10**x`` itself; the message names the size from its logarithm in both cases.
"""

import math

import pytest

from toolkit._validation import check_memory
from toolkit.exceptions import MemoryLimitError


def test_bytes_needed_is_inf_at_exactly_1e300():
    with pytest.raises(MemoryLimitError, match=r"1\.0e\+300 bytes") as e:
        check_memory(0.0, "a table", max_bytes=1e9, log10_bytes=300.0)
    assert e.value.bytes_needed == math.inf


def test_bytes_needed_is_the_power_just_below_1e300():
    x = math.nextafter(300.0, 0.0)
    with pytest.raises(MemoryLimitError) as e:
        check_memory(0.0, "a table", max_bytes=1e9, log10_bytes=x)
    assert e.value.bytes_needed == 10**x and math.isfinite(e.value.bytes_needed)
