"""prm29a: convert_sapiens_state_dict takes the LM head's dense layer and layer norm each from
its own fairseq tensor (issue 30, twelfth sweep: the other side of a pair of keys)."""

import pytest

torch = pytest.importorskip("torch")

from toolkit.models._hf_convert import convert_sapiens_state_dict  # noqa: E402


def _fairseq(hidden=4, vocab=6, pos=5):
    p = "decoder.sentence_encoder."
    keys = {p + "embed_tokens.weight": (vocab, hidden), p + "embed_positions.weight": (pos, hidden),
            p + "emb_layer_norm.weight": (hidden,), p + "emb_layer_norm.bias": (hidden,),
            "decoder.lm_head.dense.weight": (hidden, hidden), "decoder.lm_head.dense.bias": (hidden,),
            "decoder.lm_head.layer_norm.weight": (hidden,), "decoder.lm_head.layer_norm.bias": (hidden,),
            "decoder.lm_head.weight": (vocab, hidden), "decoder.lm_head.bias": (vocab,)}
    for src in ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "self_attn.out_proj"):
        keys[f"{p}layers.0.{src}.weight"], keys[f"{p}layers.0.{src}.bias"] = (hidden, hidden), (hidden,)
    for src in ("self_attn_layer_norm", "final_layer_norm"):
        keys[f"{p}layers.0.{src}.weight"], keys[f"{p}layers.0.{src}.bias"] = (hidden,), (hidden,)
    keys[f"{p}layers.0.fc1.weight"], keys[f"{p}layers.0.fc1.bias"] = (2 * hidden, hidden), (2 * hidden,)
    keys[f"{p}layers.0.fc2.weight"], keys[f"{p}layers.0.fc2.bias"] = (hidden, 2 * hidden), (hidden,)
    # every tensor filled with its own number: where a converted tensor came from is readable
    return {k: torch.full(shape, float(i + 1)) for i, (k, shape) in enumerate(keys.items())}


def test_lm_head_dense_and_layer_norm_from_their_own_tensors():
    sd = _fairseq()
    out = convert_sapiens_state_dict(sd, hidden_size=4)
    for kind in ("weight", "bias"):
        assert torch.equal(out[f"lm_head.dense.{kind}"], sd[f"decoder.lm_head.dense.{kind}"])
        assert torch.equal(out[f"lm_head.layer_norm.{kind}"], sd[f"decoder.lm_head.layer_norm.{kind}"])
