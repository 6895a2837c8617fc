"""prm19a second promise sweep (issue 30): :func:`toolkit.app.claims.md_escape`.

Contract (its docstring): "a ``<`` that would open an HTML tag ... becomes the entity
``&#60;``", and prose inside a well-formed emphasis pair is prose too: it is escaped like
the text around it. In HTML, ``<!`` opens a comment or declaration and ``<?`` a processing
instruction (the HTML living standard's tokenizer: "markup declaration open", "bogus
comment"), so both must be escaped.
"""

from toolkit.app import claims  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.claims import md_escape


def test_comment_and_processing_instruction_openers_are_escaped():
    assert md_escape("note <!-- hidden") == "note &#60;!-- hidden"
    assert md_escape("a <?php tag") == "a &#60;?php tag"
    assert md_escape("alpha < 1") == "alpha < 1"  # not a tag: left as it is


def test_text_inside_emphasis_is_escaped_too():
    assert md_escape("*the <m> curve*") == "*the &#60;m> curve*"
    assert md_escape("**x <b> y**") == "**x &#60;b> y**"
