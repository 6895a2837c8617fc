"""prm30b (thirteenth sweep, one inner item offending): md_escape on text whose plain parts
are split by code spans.

Docstring of ``md_escape``: well-formed emphasis pairs are kept, other stars escaped, code spans
left as they are. Each plain part between code spans is escaped on its own and in full: the
text outside the code spans comes back whole (with the escapes), whichever part held the
emphasis. The existing cases put emphasis only in the last plain part, or a code span last."""

import pytest

from toolkit.app.claims import md_escape


@pytest.mark.parametrize("text, want", [
    # emphasis in the first plain part, a code span, then a second plain part
    ("*a* and `x` then b", "*a* and `x` then b"),
    # emphasis in the first and in an inner plain part, text after the last code span
    ("*a* `x` the *b* c `y` k * d", "*a* `x` the *b* c `y` k \\* d"),
    # only the inner plain part holds emphasis; stars to escape on both sides
    ("p * q `x` **r** s `y` t_", "p \\* q `x` **r** s `y` t\\_"),
])
def test_every_plain_part_is_escaped_whole(text, want):
    assert md_escape(text) == want


def test_code_spans_and_plain_text_keep_their_lengths_without_stars():
    text = "*lead* word `c1` middle words `c2` tail words"
    out = md_escape(text)
    assert out == text   # nothing to escape: the text comes back as it is
