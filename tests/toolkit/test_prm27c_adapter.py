"""prm27c (issue 30): toolkit.models.adapter.MaskedLM on a tiny random BERT built here.

- hidden_states: the last hidden state averaged over the NON-SPECIAL positions (docstring),
  not one position ([CLS]); checked against the network's own full pass.
- template text given as token strings: a piece the tokenizer maps to [UNK] is unknown and
  named in the error (an [UNK] id is no token of the text)."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tests.tiny_bert import VOCAB, tiny_bert  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402


def test_hidden_states_average_the_content_positions(tmp_path):
    net, tok = tiny_bert(tmp_path)
    tokens = ["cat", "dog", "ran"]
    m = MaskedLM(net, tok, tokens, n=3, dtype="float64")
    net = net.double()
    x = np.array([[0, 1, 2], [2, 2, 0]])
    cls, sep = VOCAB.index("[CLS]"), VOCAB.index("[SEP]")
    ids = torch.tensor([[cls, *(VOCAB.index(tokens[a]) for a in row), sep] for row in x])
    with torch.inference_mode():
        last = net(input_ids=ids, output_hidden_states=True).hidden_states[-1].numpy()
    np.testing.assert_allclose(m.hidden_states(x), last[:, 1:4].mean(axis=1), atol=1e-10, rtol=0)


def test_unk_piece_of_a_token_list_template_is_named(tmp_path):
    net, tok = tiny_bert(tmp_path)
    with pytest.raises(InvalidInputError, match="zebra"):
        MaskedLM(net, tok, ["cat", "dog"], n=2, prefix=["the", "zebra"])
