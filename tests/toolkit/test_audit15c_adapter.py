"""MaskedLM.render of a residue model (fifteenth blind audit, part c, survivor
audit15c.adapter.render_spaces_residues).

Contract (toolkit/models/adapter.py): with ``split_chars`` the text is a string of
one-character tokens (protein residues) and states read as such a string, so the full input
text of a state is its residues joined without spaces; a word model's tokens are joined by
single spaces. The shipped tiny-en vocabulary holds two one-character words, "a" and "i",
which make a small residue model here.
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402
from toolkit.models.zoo import tiny_en_dir  # noqa: E402


def test_residue_model_renders_without_spaces():
    m = MaskedLM.from_pretrained(tiny_en_dir(), ["a", "i"], 3, split_chars=True, prefix="ia")
    assert m.render(np.array([0, 1, 0])) == "iaaia"
    assert m.decode(np.array([1, 1, 0])) == "iia"


def test_word_model_renders_with_single_spaces():
    m = MaskedLM.from_pretrained(tiny_en_dir(), ["the", "lord", "god"], 2, prefix="and the", suffix="said")
    assert m.render(np.array([1, 2])) == "and the lord god said"
