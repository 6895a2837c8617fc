"""prm22c fifth sweep (issue 30): :func:`toolkit.app.output.print_real_model` cuts a long list of
non-contiguous free positions at 60 characters.

Contract (the code's own rule, ``_short(..., 60)``: the first 57 characters and ``...``): a
contiguous run is written ``positions a..b``; any other list is written in full up to 60
characters. The tested lists were short (or contiguous), so the cut was never active; here
the even positions 0..98 (a 146-character list) are cut, and a 59-character list is not."""

from types import SimpleNamespace

from toolkit.app.output import print_real_model


def _line(capsys, pos):
    info = {"tokens": ["a", "b"], "free_positions": pos, "free_tokens": ["a"] * len(pos)}
    print_real_model("m", SimpleNamespace(length=len(pos)), info, source="test")
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("free sites:")]
    return line


def test_long_position_list_is_cut_at_60(capsys):
    pos = list(range(0, 100, 2))
    full = ",".join(map(str, pos))
    assert len(full) > 60
    assert _line(capsys, pos).startswith(f"free sites: positions {full[:57]}... of the text")


def test_position_list_within_60_characters_is_whole(capsys):
    pos = [0, 2, *range(100, 114)]  # "0,2" and 14 times ",1xx": 3 + 56 = 59 characters
    full = ",".join(map(str, pos))
    assert len(full) == 59
    assert _line(capsys, pos).startswith(f"free sites: positions {full} of the text")
