"""prm28e (eleventh sweep, issue 30): _human_bytes writes a count in the LARGEST binary unit
that keeps the number >= 1 (TiB and PiB too)."""
from toolkit.exceptions import _human_bytes


def test_tib_and_pib_counts():
    assert _human_bytes(2.0**41) == "2.0 TiB"     # 2 * 1024^4 bytes
    assert _human_bytes(3.0 * 2**50) == "3.0 PiB"  # 3 * 1024^5 bytes
