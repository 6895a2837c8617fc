"""gap15c: toolkit.models._hf_convert lines its targeted tests never ran
(targeted-coverage-2026-12-05): a Sapiens checkpoint read from the package directory (heads
from its args), and load_sapiens' two refusals (a key not loaded; the tied decoder weight and
word embeddings differing). A tiny fake checkpoint in a temporary package directory stands in
for the wheel's."""

from __future__ import annotations

import argparse
import os

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.toolkit.test_sweep6s5_hf_convert import _sd as _untied_sd  # noqa: E402
from toolkit.exceptions import ModelNotAvailableError  # noqa: E402
from toolkit.models import _hf_convert as hf  # noqa: E402

P = "decoder.sentence_encoder."


def _sd():
    """sweep6s5's fake fairseq checkpoint with the decoder weight tied to the word embeddings,
    as fairseq ties them."""
    sd = _untied_sd()
    sd["decoder.lm_head.weight"] = sd[P + "embed_tokens.weight"].clone()
    return sd


@pytest.fixture
def fake_sapiens(tmp_path, monkeypatch):
    """Write a checkpoint into a fake installed ``sapiens`` directory; the conversion cache is
    cleared around the test (it is per process)."""
    os.makedirs(tmp_path / "models" / "v1")
    monkeypatch.setattr(hf, "_package_dir", lambda name: str(tmp_path) if name == "sapiens" else None)

    def write(sd, args, chain="vh"):
        torch.save({"args": args, "model": sd}, tmp_path / "models" / "v1" / f"checkpoint_{chain}.pt")

    cached = hf._sapiens_converted
    cached.cache_clear()
    yield write
    cached.cache_clear()


def test_sapiens_checkpoint_is_read_with_its_heads(fake_sapiens):
    sd = _sd()
    fake_sapiens(sd, argparse.Namespace(encoder_attention_heads=2))
    m = hf.load_sapiens("vh")
    cfg = m.config
    assert (cfg.num_attention_heads, cfg.hidden_size, cfg.num_hidden_layers, cfg.vocab_size) == (2, 8, 2, 25)
    assert torch.equal(m.roberta.embeddings.word_embeddings.weight, sd[P + "embed_tokens.weight"])
    assert torch.equal(m.roberta.encoder.layer[1].intermediate.dense.weight, sd[P + "layers.1.fc1.weight"])
    assert torch.equal(m.lm_head.bias, sd["decoder.lm_head.bias"])
    assert not m.training                                                    # eval mode


@pytest.mark.parametrize("args", [None, argparse.Namespace(encoder_attention_heads=None), argparse.Namespace()])
def test_sapiens_heads_default_to_eight(fake_sapiens, args):
    # no args, or none recorded: Sapiens' 8 heads (hidden 8 is divisible by 8)
    fake_sapiens(_sd(), args)
    assert hf.load_sapiens("vh").config.num_attention_heads == 8


def test_untied_decoder_weight_is_refused(fake_sapiens):
    # the decoder weight and the word embeddings are one tensor in RobertaForMaskedLM: a
    # checkpoint whose two copies differ cannot be loaded faithfully and must be refused
    sd = _sd()
    sd["decoder.lm_head.weight"] = sd["decoder.lm_head.weight"] + 1.0
    fake_sapiens(sd, argparse.Namespace(encoder_attention_heads=2))
    with pytest.raises(ModelNotAvailableError, match="lm_head.decoder.weight"):
        hf.load_sapiens("vh")


def test_a_key_the_model_lacks_is_named(fake_sapiens, monkeypatch):
    sd = _sd()
    cfg = hf.sapiens_config(sd, 2)
    conv = hf.convert_sapiens_state_dict(sd, 8)
    del conv["roberta.encoder.layer.1.output.dense.bias"]
    monkeypatch.setattr(hf, "_sapiens_converted", lambda chain: (cfg, conv))
    with pytest.raises(ModelNotAvailableError, match=r"missing \['roberta.encoder.layer.1.output.dense.bias'\]"):
        hf.load_sapiens("vl")
    extra = dict(hf.convert_sapiens_state_dict(sd, 8), **{"lm_head.extra": torch.zeros(1)})
    monkeypatch.setattr(hf, "_sapiens_converted", lambda chain: (cfg, extra))
    with pytest.raises(ModelNotAvailableError, match=r"unexpected \['lm_head.extra'\]"):
        hf.load_sapiens("vl")
