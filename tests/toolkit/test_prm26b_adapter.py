"""prm26b (issue 30): MaskedLM.encode splits a residue model's string into characters.

``benchmarks/default_only_args.py --sites`` found ``_parse_list(words, "words",
chars=self.split_chars)`` in ``MaskedLM.encode`` (``toolkit.models.adapter``) reached by tests
only with ``chars`` at its default (False). The contract (``encode``'s docstring): a string is
split on whitespace, "or into characters for residue models" (``split_chars``). The shipped
tiny-en vocabulary holds the one-character words "a" and "i", which make a small residue model
(as in test_audit15c_adapter): ``"aia"`` is the state ``[0, 1, 0]`` over ``V = ["a", "i"]``.
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402
from toolkit.models.zoo import tiny_en_dir  # noqa: E402


def test_residue_model_encodes_a_string_by_characters():
    m = MaskedLM.from_pretrained(tiny_en_dir(), ["a", "i"], 3, split_chars=True)
    assert np.array_equal(m.encode("aia"), [0, 1, 0])
    assert np.array_equal(m.encode("a i a"), [0, 1, 0])   # whitespace still separates
