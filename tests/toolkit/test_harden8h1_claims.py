"""toolkit.app.claims.md_escape on text already escaped (harden8h1, issue 30): md_escape makes every
star a literal star; a star that is already literal (``\\*``, as a section may write it) stays one
backslash-star: escaping twice would show the backslash (CommonMark: ``\\\\`` is a literal
backslash) and leave the star free to open emphasis. md_escape is idempotent on its own output."""

from __future__ import annotations

import pytest

from toolkit.app.claims import md_escape


@pytest.mark.parametrize("text, want", [
    ("a \\* b", "a \\* b"),
    ("\\*", "\\*"),
    ("x\\* and k * gamma", "x\\* and k \\* gamma"),
    ("k * gamma", "k \\* gamma"),
])
def test_escaped_star_is_left_as_it_is(text, want):
    assert md_escape(text) == want


@pytest.mark.parametrize("text", ["k * gamma from x* (*heuristic*)", "a_b _c_ d_", "alpha < 1 and <m>", "`a*b` * c"])
def test_md_escape_is_idempotent(text):
    once = md_escape(text)
    assert md_escape(once) == once
