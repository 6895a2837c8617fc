"""prm25a: _human_bytes prints whole bytes below 1 KiB ("512 B"), one decimal from KiB on."""

from toolkit import exceptions as ex


def test_bytes_below_one_kib_are_whole():
    assert ex._human_bytes(512) == "512 B"
    assert ex._human_bytes(1023) == "1023 B"
    assert ex._human_bytes(1536) == "1.5 KiB"
