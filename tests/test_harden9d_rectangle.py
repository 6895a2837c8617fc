"""harden9d (issue 30): ``glauber rectangle``'s witness excerpt (rectangle._excerpt): the text
around sites i < j, ``{a|a'}`` at i and ``{b|b'}`` at j, ``width`` tokens either side, with
"..." only where text is cut off (before the first shown token, after the last)."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.commands.rectangle import _excerpt

TOKS = [f"t{k}" for k in range(20)] + ["A", "a", "B", "b"]
W = SimpleNamespace(a=20, a2=21, b=22, b2=23)
MODEL = SimpleNamespace(tokens=TOKS)


def test_excerpt_of_the_whole_text_has_no_ellipsis():
    x = list(range(5))  # t0..t4; sites 1, 2 with width 4 reach both ends
    assert _excerpt(MODEL, x, 1, 2, W) == "t0 {A|a} {B|b} t3 t4"


def test_excerpt_ending_exactly_at_the_last_token():
    x = list(range(16))  # sites 10, 11: tokens 6..15, the last one is t15 (hi == len(x))
    assert _excerpt(MODEL, x, 10, 11, W) == "...t6 t7 t8 t9 {A|a} {B|b} t12 t13 t14 t15"


def test_excerpt_starting_exactly_at_the_first_token():
    x = list(range(16))  # sites 4, 5: tokens 0..9 (lo == 0), cut after t9
    assert _excerpt(MODEL, x, 4, 5, W) == "t0 t1 t2 t3 {A|a} {B|b} t6 t7 t8 t9..."
