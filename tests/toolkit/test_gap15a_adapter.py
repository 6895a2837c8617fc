"""gap15a: lines of toolkit.models.adapter that its targeted tests never ran
(targeted-coverage-2026-12-05): the documented fallbacks of the adapter, each checked
against its docstring or against the model's own full forward pass indexed by hand."""

from __future__ import annotations

import os

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models import adapter, make_model  # noqa: E402
from toolkit.models.adapter import _encoder_and_head, _parse_list, _resolve_device  # noqa: E402


@pytest.fixture(scope="module")
def tiny():
    return make_model("tiny-en")  # built from a vocabulary and n, without a text


def test_a_bad_cuda_device_string_is_named(monkeypatch):
    # with a GPU present, torch.device('cuda:abc') raises RuntimeError: the adapter names the argument
    monkeypatch.setattr(adapter.torch.cuda, "is_available", lambda: True)
    with pytest.raises(InvalidInputError, match=r"`device` 'cuda:abc' is not a valid CUDA device"):
        _resolve_device("cuda:abc")


def test_encoder_and_head_is_none_without_a_separate_encoder_or_a_head():
    class Bare(torch.nn.Module):  # an encoder alone: its base model is itself
        def __init__(self):
            super().__init__()
            self.lm_head = torch.nn.Linear(2, 2)

        @property
        def base_model(self):
            return self

    class Headless(torch.nn.Module):  # an encoder inside, no single head module (DistilBERT-like)
        def __init__(self):
            super().__init__()
            self.inner = torch.nn.Linear(2, 2)

        @property
        def base_model(self):
            return self.inner

    assert _encoder_and_head(Bare()) is None
    assert _encoder_and_head(Headless()) is None


def test_parse_list_of_none_is_none():
    assert _parse_list(None, "words") is None  # not given: no list


def test_a_model_without_text_has_no_text_tokens_and_needs_words(tiny):
    # text_outside_v: "Empty for a template without a text"; initial_state: needs `words` then
    assert tiny.text_outside_v() == []
    with pytest.raises(InvalidInputError, match=r"needs `words` unless the model was built from `text`"):
        tiny.initial_state()


def test_masked_logits_of_the_full_forward_pass_fallback(tiny):
    """Without the encoder/head split (DistilBERT, ELECTRA) masked_logits takes the model's
    full pass; the reference is model(input_ids).logits with [MASK] placed by hand."""
    plain = tiny.with_template(batch_size=1)  # one state per chunk: every chunk is used
    plain._encoder_head = None
    x = np.array([[0, 1, 2, 3], [3, 2, 1, 0], [5, 5, 6, 7]])
    mask = np.array([[True, False, True, False], [False, True, False, True], [True, True, False, False]])
    ids = tiny.input_ids(x).clone()
    pos = np.asarray(tiny.free_positions)
    for b in range(3):
        ids[b, pos[mask[b]]] = tiny.mask_id
    with torch.inference_mode():
        full = tiny.model(input_ids=ids).logits[:, pos][..., tiny.token_ids].double().numpy()
    got = plain.masked_logits(x, mask)
    assert got.shape == (3, tiny.length, tiny.vocab_size)
    np.testing.assert_allclose(got, full, atol=1e-5, rtol=0)
