"""prm21e (issue 30, fourth sweep: loose assertions): the masked-LM adapters' documented numbers
(error rules, position limits, converted sizes) and the device sampler's step count, pinned by
hand values and independent constructions (small random transformers models, no download)."""

from types import SimpleNamespace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models._hf_convert import sapiens_config  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402
from toolkit.models.sceptr import SceptrMLM  # noqa: E402


def test_masked_lm_float64_error_rule():
    # float64 passes: 1e-12 times the row's largest |logit| (at least 1) (logit_error docstring)
    err = MaskedLM.logit_error(SimpleNamespace(dtype=torch.float64), None, None, np.array([[0.5, -3.0], [0.1, 0.2]]))
    assert np.array_equal(err, 1e-12 * np.array([3.0, 1.0]))


def test_sceptr_error_rule_other_dtype():
    # a dtype neither float32/64 nor in _OTHER_RTOL: 5e-2 times the row scale (at least 1)
    err = SceptrMLM.logit_error(SimpleNamespace(dtype="float8_e4m3fn"), None, None, np.array([[2.0, -1.0]]))
    assert np.array_equal(err, np.array([5e-2 * 2.0]))


def _small(kind):
    from transformers import BertConfig, BertForMaskedLM, RobertaConfig, RobertaForMaskedLM

    kw = dict(vocab_size=30, hidden_size=8, num_hidden_layers=1, num_attention_heads=1, intermediate_size=8,
              max_position_embeddings=20)
    torch.manual_seed(0)
    if kind == "bert":
        return BertForMaskedLM(BertConfig(**kw)).eval()
    return RobertaForMaskedLM(RobertaConfig(pad_token_id=1, **kw)).eval()


def test_max_length_bert_and_roberta():
    # BERT: absolute positions 0..19, all 20 usable; RoBERTa: positions start at padding_idx + 1 = 2,
    # so 20 - 2 = 18 tokens. Checked against the models themselves: the limit runs, one more fails
    for kind, limit in (("bert", 20), ("roberta", 18)):
        model = _small(kind)
        assert MaskedLM._max_length(SimpleNamespace(model=model)) == limit
        with torch.no_grad():
            model(input_ids=torch.full((1, limit), 5))
            with pytest.raises((IndexError, RuntimeError)):
                model(input_ids=torch.full((1, limit + 1), 5))


def test_sapiens_config_ffn_width():
    # fairseq fc1.weight has shape (ffn, hidden) = (256, 128): intermediate_size 256
    p = "decoder.sentence_encoder."
    sd = {p + "embed_tokens.weight": torch.zeros(25, 128), p + "embed_positions.weight": torch.zeros(146, 128)}
    for i in range(4):
        sd[f"{p}layers.{i}.fc1.weight"] = torch.zeros(256, 128)
    cfg = sapiens_config(sd)
    assert (cfg.intermediate_size, cfg.hidden_size, cfg.num_hidden_layers, cfg.vocab_size) == (256, 128, 4, 25)
