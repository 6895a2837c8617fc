"""prm30a, toolkit.models.adapter.MaskedLM on the tiny random BERT of tests/tiny_bert.py (words
"the cat dog sat on a mat ran"):

- ``encode``: the error names every word outside ``V``, the first of two as well as the last
  ("zebra" and "lion" are not in the vocabulary at all).
- ``initial_state``: each of the template's tokens at the free positions must be in ``V``: a
  middle one that is not ("sat", V = {cat, dog, ran}) is refused by name (InvalidInputError),
  as the last one would be.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tests.tiny_bert import tiny_bert  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402


def test_encode_names_every_unknown_word(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], n=4)
    with pytest.raises(InvalidInputError) as e:
        m.encode(["zebra", "dog", "lion", "cat"])
    assert "`words` ['zebra', 'lion'] are not in the model's token set" in str(e.value)


def test_initial_state_checks_every_free_position(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], text="cat sat dog", free_positions=[0, 1, 2])
    assert m.length == 3
    with pytest.raises(InvalidInputError, match=r"free positions \['sat'\] are not in V"):
        m.initial_state()
    ok = MaskedLM(net, tok, ["cat", "dog", "ran"], text="cat ran dog", free_positions=[0, 1, 2])
    assert ok.initial_state().tolist() == [0, 2, 1]
