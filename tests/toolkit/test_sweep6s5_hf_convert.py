"""Contract sweep (issue 30, branch sweep6s5): toolkit.models._hf_convert on a small
Sapiens-shaped fairseq state dict (no checkpoint loaded): every tensor lands on its
transformers namesake, the config's special ids and defaults, the 25-token vocabulary in
fairseq's dictionary order and the tokenizer's <s> ... </s> wrapping, and the refusals."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError, ModelNotAvailableError  # noqa: E402
from toolkit.models import _hf_convert as hf  # noqa: E402

P = "decoder.sentence_encoder."


def _sd(n_layers=2, vocab=25, hidden=8, ffn=16, n_pos=12):
    g = torch.Generator().manual_seed(1)

    def t(*shape):
        return torch.randn(*shape, generator=g)

    sd = {P + "embed_tokens.weight": t(vocab, hidden), P + "embed_positions.weight": t(n_pos, hidden),
          P + "emb_layer_norm.weight": t(hidden), P + "emb_layer_norm.bias": t(hidden)}
    shapes = {"self_attn.q_proj": (hidden, hidden), "self_attn.k_proj": (hidden, hidden),
              "self_attn.v_proj": (hidden, hidden), "self_attn.out_proj": (hidden, hidden),
              "self_attn_layer_norm": (hidden,), "fc1": (ffn, hidden), "fc2": (hidden, ffn),
              "final_layer_norm": (hidden,)}
    for i in range(n_layers):
        for name, shape in shapes.items():
            sd[f"{P}layers.{i}.{name}.weight"] = t(*shape)
            sd[f"{P}layers.{i}.{name}.bias"] = t(shape[0])
    sd.update({"decoder.lm_head.dense.weight": t(hidden, hidden), "decoder.lm_head.dense.bias": t(hidden),
               "decoder.lm_head.layer_norm.weight": t(hidden), "decoder.lm_head.layer_norm.bias": t(hidden),
               "decoder.lm_head.weight": t(vocab, hidden), "decoder.lm_head.bias": t(vocab)})
    return sd


def test_every_tensor_lands_on_its_namesake():
    sd = _sd()
    out = hf.convert_sapiens_state_dict(sd, hidden_size=8)
    pairs = {"self_attn.out_proj": "attention.output.dense", "self_attn_layer_norm": "attention.output.LayerNorm",
             "fc1": "intermediate.dense", "fc2": "output.dense", "final_layer_norm": "output.LayerNorm"}
    for i in range(2):
        for src, dst in pairs.items():
            for kind in ("weight", "bias"):
                assert torch.equal(out[f"roberta.encoder.layer.{i}.{dst}.{kind}"], sd[f"{P}layers.{i}.{src}.{kind}"])
    assert torch.equal(out["roberta.embeddings.word_embeddings.weight"], sd[P + "embed_tokens.weight"])
    assert torch.equal(out["roberta.embeddings.position_embeddings.weight"], sd[P + "embed_positions.weight"])
    assert torch.equal(out["roberta.embeddings.LayerNorm.bias"], sd[P + "emb_layer_norm.bias"])
    assert torch.equal(out["roberta.embeddings.token_type_embeddings.weight"], torch.zeros(1, 8))
    for kind in ("weight", "bias"):
        assert torch.equal(out[f"lm_head.dense.{kind}"], sd[f"decoder.lm_head.dense.{kind}"])
        assert torch.equal(out[f"lm_head.layer_norm.{kind}"], sd[f"decoder.lm_head.layer_norm.{kind}"])
    assert torch.equal(out["lm_head.decoder.weight"], sd["decoder.lm_head.weight"])
    assert torch.equal(out["lm_head.bias"], sd["decoder.lm_head.bias"])
    assert torch.equal(out["lm_head.decoder.bias"], sd["decoder.lm_head.bias"])
    assert all(v.dtype == torch.float32 for v in out.values())


def test_config_special_ids_and_defaults():
    cfg = hf.sapiens_config(_sd())
    # fairseq's dictionary: <s> 0, <pad> 1, </s> 2; heads default 8; GELU; one token type
    assert (cfg.pad_token_id, cfg.bos_token_id, cfg.eos_token_id) == (1, 0, 2)
    assert cfg.num_attention_heads == 8 and cfg.hidden_act == "gelu" and cfg.type_vocab_size == 1
    assert cfg.hidden_dropout_prob == 0.0 and cfg.attention_probs_dropout_prob == 0.0


def test_vocabulary_and_tokenizer():
    v = hf.SAPIENS_VOCAB
    assert len(v) == 25 and v[:4] == ("<s>", "<pad>", "</s>", "<unk>") and v[4] == "A" and v[-1] == "<mask>"
    assert "".join(v[4:24]) == "ACDEFGHIKLMNPQRSTVWY"
    tok = hf.sapiens_tokenizer()
    assert tok.model_max_length == 144
    assert tok("AC W")["input_ids"] == [0, 4, 5, 22, 2]   # <s> A C W </s> (W: 4 + 18), whitespace ignored
    assert (tok.mask_token_id, tok.pad_token_id, tok.unk_token_id) == (24, 1, 3)
    assert hf.sapiens_tokenizer(128).model_max_length == 128


def test_refusals(monkeypatch):
    with pytest.raises(InvalidInputError, match=r"Sapiens chain must be 'vh' or 'vl'; got 'vk'"):
        hf.load_sapiens("vk")
    monkeypatch.setattr(hf, "_package_dir", lambda name: None)
    with pytest.raises(ModelNotAvailableError, match=r"pip install --no-deps antiberty==0\.1\.3"):
        hf.antiberty_dirs()
    with pytest.raises(ModelNotAvailableError, match=r"'sapiens-vl' .*pip install --no-deps sapiens==1\.0\.5"):
        hf.sapiens_checkpoint("vl")
    assert hf.AMINO_ACIDS == tuple("ACDEFGHIKLMNPQRSTVWY")
