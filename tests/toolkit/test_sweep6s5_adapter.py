"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.adapter's documented promises
on the shipped tiny-en BERT (max_position_embeddings 34, 205 tokens, 5 special): the
template's length limit at its exact boundary, RoBERTa's position offset, the logit error
formula per row and per dtype, batch_size's default and chunking, tokens='all' by id,
text_outside_v, hub id vs path."""

from __future__ import annotations

import os
from types import SimpleNamespace

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models import make_model  # noqa: E402
from toolkit.models.adapter import MaskedLM, _looks_like_path, _resolve_dtype  # noqa: E402

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def tiny():
    return make_model("tiny-en")  # V = the, and, of, lord, god, king, said, is; n = 4


def test_template_length_limit_at_its_boundary(tiny):
    # BERT: max_length = max_position_embeddings = 34; [CLS] + n + [SEP] <= 34, so n = 32 fits
    assert tiny.max_length == 34
    assert tiny.with_template(n=32).length == 32
    with pytest.raises(InvalidInputError, match=r"the template has 35 tokens \(33 plus 2 special; n=33 free "
                                                r"sites\), above the model's maximum of 34 positions"):
        tiny.with_template(n=33)


def test_roberta_position_offset():
    # RoBERTa's position ids start at padding_idx + 1: max_length = max_position_embeddings - (padding_idx + 1)
    emb = SimpleNamespace(padding_idx=1, create_position_ids_from_input_ids=lambda *a: None)
    rob = SimpleNamespace(model=SimpleNamespace(config=SimpleNamespace(max_position_embeddings=130),
                                                base_model=SimpleNamespace(embeddings=emb)))
    assert MaskedLM._max_length(rob) == 128
    bert = SimpleNamespace(model=SimpleNamespace(config=SimpleNamespace(max_position_embeddings=130),
                                                 base_model=SimpleNamespace(embeddings=SimpleNamespace())))
    assert MaskedLM._max_length(bert) == 130
    none = SimpleNamespace(model=SimpleNamespace(config=SimpleNamespace(), base_model=None))
    assert MaskedLM._max_length(none) is None


def test_logit_error_per_row_and_dtype():
    # docstring: LOW_PRECISION_RTOL[dtype] (float32: 3e-5) times each row's largest |logit|, at
    # least 1; float64: 1e-12
    logits = np.array([[0.5, -0.2, 0.1], [2.0, -4.0, 1.0]])
    f32 = MaskedLM.logit_error(SimpleNamespace(dtype=torch.float32), None, None, logits)
    np.testing.assert_allclose(f32, [3e-5, 1.2e-4], rtol=1e-12, atol=0)
    f64 = MaskedLM.logit_error(SimpleNamespace(dtype=torch.float64), None, None, logits)
    np.testing.assert_allclose(f64, [1e-12, 4e-12], rtol=1e-12, atol=0)
    f16 = MaskedLM.logit_error(SimpleNamespace(dtype=torch.float16), None, None, logits)
    np.testing.assert_allclose(f16, [1e-2, 4e-2], rtol=1e-12, atol=0)


def test_dtype_aliases():
    assert _resolve_dtype("half") is torch.float16 and _resolve_dtype("bf16") is torch.bfloat16
    assert _resolve_dtype("double") is torch.float64 and _resolve_dtype("float") is torch.float32


def test_batch_size_default_and_chunks(tiny):
    # signature default batch_size=128; larger inputs are chunked, the result the same
    assert tiny.batch_size == 128
    x = np.array([[0, 1, 2, 3], [4, 5, 6, 7], [7, 6, 5, 4]])
    small = tiny.with_template(batch_size=5)   # 12 masked rows in chunks of 5, 5, 2
    assert small.batch_size == 5
    np.testing.assert_allclose(small.all_conditionals(x), tiny.all_conditionals(x), atol=1e-5, rtol=0)
    np.testing.assert_allclose(small.logits(x, [0, 2, 3]), tiny.logits(x, [0, 2, 3]), atol=1e-5, rtol=0)
    with pytest.raises(InvalidInputError, match=r"`batch_size` must be >= 1; got 0"):
        tiny.with_template(batch_size=0)


def test_tokens_all_by_id_without_specials(tiny):
    # 'all': every non-special vocabulary token, by id (ids 0..4 are [PAD] [UNK] [CLS] [SEP] [MASK])
    m = tiny.with_template(tokens="all")
    assert m.vocab_size == 205 - 5
    assert m.token_ids.tolist() == list(range(5, 205))
    assert m.tokens[:3] == ["the", "and", "of"]


def test_text_outside_v_names_site_and_token(tiny):
    m = tiny.with_template(text="the lord said to you", free_positions=[3, 1])
    # site 0 is text position 3 ('to', not in V), site 1 is position 1 ('lord', in V)
    assert m.text_outside_v() == [(0, "to")]
    with pytest.raises(InvalidInputError, match=r"the template's tokens at the free positions \['to'\]"):
        m.initial_state()
    ok = tiny.with_template(text="the lord said to you", free_positions=[2, 0])
    assert ok.text_outside_v() == [] and ok.decode(ok.initial_state()) == "said the"
    assert ok.free_positions.tolist() == [3, 1]   # shifted past [CLS]


def test_hub_id_or_path():
    # 'org/name' has at most one slash: a hub id; more slashes, '.', '~': a path
    assert not _looks_like_path("org/name-that-does-not-exist")
    assert _looks_like_path("a/b/c") and _looks_like_path("./m") and _looks_like_path("~/m")
