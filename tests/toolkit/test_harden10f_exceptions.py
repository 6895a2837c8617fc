"""harden10f: toolkit.exceptions._human_bytes given only the log10 of the byte count."""

from __future__ import annotations

import math

from toolkit.exceptions import _human_bytes


def test_human_bytes_from_log10_only():
    # docstring: the byte count may be "given only as log10 of the byte count" (n = inf); below
    # 1024 PiB it is then written in binary units like any other count: 3 * 1024**4 bytes = 3 TiB
    # and 1000 bytes = "1000 B" (hand values)
    assert _human_bytes(math.inf, log10=math.log10(3 * 1024**4)) == "3.0 TiB"
    assert _human_bytes(math.inf, log10=3.0) == "1000 B"
