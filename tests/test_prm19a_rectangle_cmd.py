"""prm19a second promise sweep (issue 30): the witness excerpt of ``glauber rectangle``
(:func:`toolkit.app.commands.rectangle._excerpt`).

Contract (its docstring and the printed legend "{a|a'} at site i, {b|b'} at site j"): the
text around sites i < j with ``{a|a'}`` at i and ``{b|b'}`` at j; the text's tokens are joined
as the model writes them: with no blank for a model whose tokens are single characters
(``split_chars``: antibody and TCR sequences), with one blank for words.
"""

from types import SimpleNamespace

import numpy as np

from toolkit.app.commands import rectangle  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.rectangle import _excerpt

TOKS = list("ACDEFGHIKL")
X = np.array([0, 1, 2, 3, 4])  # the text A C D E F
W = SimpleNamespace(a=5, a2=6, b=7, b2=8)  # {G|H} at site 1, {I|K} at site 3


def test_residue_text_is_written_without_blanks():
    model = SimpleNamespace(tokens=TOKS, split_chars=True)
    assert _excerpt(model, X, 1, 3, W) == "A{G|H}D{I|K}F"


def test_word_text_has_one_blank_and_each_site_its_own_pair():
    model = SimpleNamespace(tokens=TOKS, split_chars=False)
    assert _excerpt(model, X, 1, 3, W) == "A {G|H} D {I|K} F"
