"""Locate and convert the real MLMs that PyPI wheels carry, for :mod:`toolkit.models.mlm`.

- AntiBERTy (``antiberty==0.1.3``): a plain ``BertForMaskedLM`` checkpoint inside the
  installed package (``antiberty/trained_models/AntiBERTy_md_smooth``), tokenizer from
  ``BertTokenizer.from_pretrained(antiberty/trained_models)``.
- Sapiens (``sapiens==1.0.5``): fairseq RoBERTa checkpoints (``sapiens/models/v1/
  checkpoint_{vh,vl}.pt``) converted here to ``transformers.RobertaForMaskedLM``; the
  package's own code needs fairseq and torch<2.5, so only its files are used (``import
  sapiens`` fails and is never attempted).

Imported only by :mod:`toolkit.models.mlm` (torch at module level is fine).
"""

from __future__ import annotations

import functools
import importlib.util
import os

import torch

from ..exceptions import InvalidInputError, ModelNotAvailableError

AMINO_ACIDS = tuple("ACDEFGHIKLMNPQRSTVWY")

ANTIBERTY_INSTALL = "pip install --no-deps antiberty==0.1.3"
SAPIENS_INSTALL = "pip install --no-deps sapiens==1.0.5"

# Sapiens vocabulary (fairseq dictionary order: 4 specials, dict.txt, then <mask>).
SAPIENS_VOCAB = ("<s>", "<pad>", "</s>", "<unk>") + AMINO_ACIDS + ("<mask>",)


def _package_dir(name: str) -> str | None:
    """The directory of an installed package, without importing it (None if absent)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return list(spec.submodule_search_locations)[0]


# --------------------------------------------------------------------------- AntiBERTy


def antiberty_dirs() -> tuple[str, str]:
    """``(checkpoint_dir, tokenizer_dir)`` of the installed AntiBERTy 0.1.3."""
    pkg = _package_dir("antiberty")
    if pkg is None:
        raise ModelNotAvailableError(
            "model 'antiberty' is not available offline: the package antiberty is not "
            f"installed. Install the wheel that carries the weights with `{ANTIBERTY_INSTALL}` "
            "(--no-deps keeps your torch; only 0.1.3 ships the weights)"
        )
    tok_dir = os.path.join(pkg, "trained_models")
    ckpt = os.path.join(tok_dir, "AntiBERTy_md_smooth")
    if not os.path.isfile(os.path.join(ckpt, "config.json")):
        raise ModelNotAvailableError(
            f"model 'antiberty' is not available offline: the installed antiberty at {pkg!r} "
            f"has no trained_models/AntiBERTy_md_smooth (versions other than 0.1.3 download "
            f"their weights at run time). Install `{ANTIBERTY_INSTALL}`"
        )
    return ckpt, tok_dir


# --------------------------------------------------------------------------- Sapiens


def sapiens_checkpoint(chain: str) -> str:
    """Path of the fairseq checkpoint of Sapiens ``chain`` ('vh' or 'vl')."""
    pkg = _package_dir("sapiens")
    if pkg is None:
        raise ModelNotAvailableError(
            f"model 'sapiens-{chain}' is not available offline: the package sapiens is not "
            f"installed. Install the wheel that carries the weights with `{SAPIENS_INSTALL}` "
            "(--no-deps: its declared fairseq and torch<2.5 are not needed)"
        )
    path = os.path.join(pkg, "models", "v1", f"checkpoint_{chain}.pt")
    if not os.path.isfile(path):
        raise ModelNotAvailableError(
            f"model 'sapiens-{chain}' is not available offline: {path!r} does not exist "
            f"(sapiens>=1.1 downloads its weights at run time). Install `{SAPIENS_INSTALL}`"
        )
    return path


def sapiens_config(fairseq_sd: dict, n_heads: int = 8):
    """The ``RobertaConfig`` equivalent to a Sapiens checkpoint (sizes read off its
    tensors: VH has 146 positions, VL 130; both hidden 128, 4 layers, FFN 256)."""
    from transformers import RobertaConfig

    p = "decoder.sentence_encoder."
    vocab, hidden = fairseq_sd[p + "embed_tokens.weight"].shape
    n_pos = fairseq_sd[p + "embed_positions.weight"].shape[0]
    return RobertaConfig(
        vocab_size=int(vocab),
        hidden_size=int(hidden),
        num_hidden_layers=_n_layers(fairseq_sd),
        num_attention_heads=n_heads,
        intermediate_size=int(fairseq_sd[p + "layers.0.fc1.weight"].shape[0]),
        hidden_act="gelu",
        max_position_embeddings=int(n_pos),  # padding_idx 1 + 1 + max tokens
        type_vocab_size=1,
        layer_norm_eps=1e-5,
        pad_token_id=1,
        bos_token_id=0,
        eos_token_id=2,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
    )


def _n_layers(fairseq_sd: dict) -> int:
    p = "decoder.sentence_encoder.layers."
    return 1 + max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))


def convert_sapiens_state_dict(fairseq_sd: dict, hidden_size: int = 128) -> dict:
    """Map a fairseq RoBERTa (Sapiens) state dict onto ``RobertaForMaskedLM`` keys."""
    p = "decoder.sentence_encoder."
    out = {
        "roberta.embeddings.word_embeddings.weight": fairseq_sd[p + "embed_tokens.weight"],
        "roberta.embeddings.position_embeddings.weight": fairseq_sd[p + "embed_positions.weight"],
        "roberta.embeddings.token_type_embeddings.weight": torch.zeros(1, hidden_size),
        "roberta.embeddings.LayerNorm.weight": fairseq_sd[p + "emb_layer_norm.weight"],
        "roberta.embeddings.LayerNorm.bias": fairseq_sd[p + "emb_layer_norm.bias"],
    }
    layer_map = {
        "self_attn.q_proj": "attention.self.query",
        "self_attn.k_proj": "attention.self.key",
        "self_attn.v_proj": "attention.self.value",
        "self_attn.out_proj": "attention.output.dense",
        "self_attn_layer_norm": "attention.output.LayerNorm",
        "fc1": "intermediate.dense",
        "fc2": "output.dense",
        "final_layer_norm": "output.LayerNorm",
    }
    for i in range(_n_layers(fairseq_sd)):
        for src, dst in layer_map.items():
            for kind in ("weight", "bias"):
                out[f"roberta.encoder.layer.{i}.{dst}.{kind}"] = fairseq_sd[f"{p}layers.{i}.{src}.{kind}"]
    for kind in ("weight", "bias"):
        out[f"lm_head.dense.{kind}"] = fairseq_sd[f"decoder.lm_head.dense.{kind}"]
        out[f"lm_head.layer_norm.{kind}"] = fairseq_sd[f"decoder.lm_head.layer_norm.{kind}"]
    out["lm_head.decoder.weight"] = fairseq_sd["decoder.lm_head.weight"]
    out["lm_head.bias"] = fairseq_sd["decoder.lm_head.bias"]
    out["lm_head.decoder.bias"] = fairseq_sd["decoder.lm_head.bias"]
    return {k: v.detach().clone().float().contiguous() for k, v in out.items()}


@functools.cache
def _sapiens_converted(chain: str):
    """``(config, state dict)`` of Sapiens ``chain``, cached for the process (read-only)."""
    ckpt = torch.load(sapiens_checkpoint(chain), map_location="cpu", weights_only=False)
    heads = int(getattr(ckpt.get("args"), "encoder_attention_heads", 8) or 8)
    sd = ckpt["model"]
    return sapiens_config(sd, heads), convert_sapiens_state_dict(sd, int(sd[
        "decoder.sentence_encoder.embed_tokens.weight"].shape[1]))


def load_sapiens(chain: str):
    """A fresh ``RobertaForMaskedLM`` (fp32, CPU, eval mode) holding Sapiens ``chain``.

    The conversion is cached per process; each call builds its own module, so moving one
    to another device or dtype never affects another.
    """
    from transformers import RobertaForMaskedLM

    if chain not in ("vh", "vl"):
        raise InvalidInputError(f"Sapiens chain must be 'vh' or 'vl'; got {chain!r}")
    config, sd = _sapiens_converted(chain)
    model = RobertaForMaskedLM(config)
    result = model.load_state_dict(sd, strict=False)
    missing = [k for k in result.missing_keys if not k.endswith("position_ids")]
    if missing or result.unexpected_keys:
        raise ModelNotAvailableError(
            f"Sapiens conversion mismatch: missing {missing}, unexpected {result.unexpected_keys}"
        )
    # RobertaForMaskedLM ties the decoder weight to the word embeddings (one tensor: the copy
    # loaded last wins); fairseq ties them too, so both copies must be equal (checked, not
    # assumed: each of the two loaded tensors must still equal its source).
    emb = model.roberta.embeddings.word_embeddings.weight
    if not (torch.equal(model.lm_head.decoder.weight, sd["lm_head.decoder.weight"])
            and torch.equal(emb, sd["roberta.embeddings.word_embeddings.weight"])):
        raise ModelNotAvailableError("Sapiens conversion: lm_head.decoder.weight was not loaded as the word "
                                     "embeddings it is tied to (the checkpoint's two copies differ)")
    return model.eval()


def sapiens_tokenizer(max_length: int = 144):
    """A ``PreTrainedTokenizerFast`` for the 25-token Sapiens vocabulary.

    One token per residue (characters; whitespace ignored); ``<s> ... </s>`` around a
    sequence, as fairseq's RoBERTa does.
    """
    from tokenizers import Regex, Tokenizer, pre_tokenizers, processors
    from tokenizers.models import WordLevel
    from transformers import PreTrainedTokenizerFast

    vocab = {t: i for i, t in enumerate(SAPIENS_VOCAB)}
    tk = Tokenizer(WordLevel(vocab, unk_token="<unk>"))
    tk.pre_tokenizer = pre_tokenizers.Sequence(
        [pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Split(Regex("."), behavior="isolated")]
    )
    tk.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>", pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", 0), ("</s>", 2)],
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tk,
        bos_token="<s>", eos_token="</s>", cls_token="<s>", sep_token="</s>",
        unk_token="<unk>", pad_token="<pad>", mask_token="<mask>",
        model_max_length=max_length,
    )
