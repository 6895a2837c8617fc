"""prm20e (issue 30): ``StateSpaceTooLargeError`` sizes the memory from ``bytes_per_state`` also
when the size is given by its logarithm (above 1024 PiB), not only at the default 8 bytes."""
from __future__ import annotations

from toolkit.exceptions import StateSpaceTooLargeError


def test_bytes_per_state_enters_the_logarithmic_size():
    # 10**20 states x 1000 bytes = 1e23 bytes (above 2**60: printed from its logarithm)
    e = StateSpaceTooLargeError(10, 20, 1e6, 1000.0)
    assert "1.0e+23 bytes" in str(e), str(e)
    assert e.bytes_needed == 1e23
