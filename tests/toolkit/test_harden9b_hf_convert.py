"""harden9b (issue 30): a half-precision Sapiens checkpoint converted.

``RobertaForMaskedLM`` is built in float32 (``sapiens_config``: no dtype), so the converted
state dict holds float32 tensors whatever the checkpoint's dtype: a float16 checkpoint is
widened exactly (float16 -> float32 loses nothing) and the copies do not alias it."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models import _hf_convert as hf  # noqa: E402

P = "decoder.sentence_encoder."


def _sd_half(hidden=8, vocab=25, ffn=16, n_pos=12):
    g = torch.Generator().manual_seed(2)

    def t(*shape):
        return torch.randn(*shape, generator=g).half()

    sd = {P + "embed_tokens.weight": t(vocab, hidden), P + "embed_positions.weight": t(n_pos, hidden),
          P + "emb_layer_norm.weight": t(hidden), P + "emb_layer_norm.bias": t(hidden)}
    for name, shape in {"self_attn.q_proj": (hidden, hidden), "self_attn.k_proj": (hidden, hidden),
                        "self_attn.v_proj": (hidden, hidden), "self_attn.out_proj": (hidden, hidden),
                        "self_attn_layer_norm": (hidden,), "fc1": (ffn, hidden), "fc2": (hidden, ffn),
                        "final_layer_norm": (hidden,)}.items():
        sd[f"{P}layers.0.{name}.weight"] = t(*shape)
        sd[f"{P}layers.0.{name}.bias"] = t(shape[0])
    sd.update({"decoder.lm_head.dense.weight": t(hidden, hidden), "decoder.lm_head.dense.bias": t(hidden),
               "decoder.lm_head.layer_norm.weight": t(hidden), "decoder.lm_head.layer_norm.bias": t(hidden),
               "decoder.lm_head.weight": t(vocab, hidden), "decoder.lm_head.bias": t(vocab)})
    return sd


def test_half_checkpoint_becomes_float32():
    sd = _sd_half()
    out = hf.convert_sapiens_state_dict(sd, hidden_size=8)
    assert all(v.dtype == torch.float32 for v in out.values())
    w = out["roberta.embeddings.word_embeddings.weight"]
    assert torch.equal(w, sd[P + "embed_tokens.weight"].float())   # widening is exact
    w.zero_()
    assert sd[P + "embed_tokens.weight"].abs().sum() > 0            # a copy, not a view
