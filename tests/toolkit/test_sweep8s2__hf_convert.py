"""Sweep 8 s2 (issue 30): toolkit.models._hf_convert reads a Sapiens checkpoint's sizes off its
tensors (the number of layers is one more than the largest layer index, whatever order the keys
come in) and finds the packages' files in an installed package directory, refusing one without
them (ModelNotAvailableError naming what is missing and the install command)."""

from __future__ import annotations

import os

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import ModelNotAvailableError  # noqa: E402
from toolkit.models import _hf_convert as hf  # noqa: E402

P = "decoder.sentence_encoder."


def _sd(layers, vocab=25, hidden=8, ffn=16, n_pos=12):
    sd = {P + "embed_tokens.weight": torch.zeros(vocab, hidden), P + "embed_positions.weight": torch.zeros(n_pos, hidden)}
    for i in layers:  # any order: a dict from a checkpoint need not list layer 0 first
        sd[f"{P}layers.{i}.fc1.weight"] = torch.zeros(ffn, hidden)
        sd[f"{P}layers.{i}.fc1.bias"] = torch.zeros(ffn)
    return sd


@pytest.mark.parametrize(("layers", "n"), [((2, 0, 1), 3), ((0, 1, 2, 3), 4), ((0,), 1)])
def test_config_sizes_read_off_the_tensors(layers, n):
    cfg = hf.sapiens_config(_sd(layers))
    assert cfg.num_hidden_layers == n
    assert (cfg.vocab_size, cfg.hidden_size, cfg.intermediate_size, cfg.max_position_embeddings) == (25, 8, 16, 12)
    cfg4 = hf.sapiens_config(_sd(layers), n_heads=4)
    assert cfg4.num_attention_heads == 4


def test_antiberty_needs_its_trained_model_directory(tmp_path, monkeypatch):
    monkeypatch.setattr(hf, "_package_dir", lambda name: str(tmp_path) if name == "antiberty" else None)
    with pytest.raises(ModelNotAvailableError, match=r"has no trained_models/AntiBERTy_md_smooth.*antiberty==0\.1\.3"):
        hf.antiberty_dirs()
    ckpt = tmp_path / "trained_models" / "AntiBERTy_md_smooth"
    ckpt.mkdir(parents=True)
    with pytest.raises(ModelNotAvailableError, match="AntiBERTy_md_smooth"):   # the directory, but no config
        hf.antiberty_dirs()
    (ckpt / "config.json").write_text("{}")
    assert hf.antiberty_dirs() == (str(ckpt), str(tmp_path / "trained_models"))


def test_sapiens_needs_its_checkpoint_file(tmp_path, monkeypatch):
    monkeypatch.setattr(hf, "_package_dir", lambda name: str(tmp_path) if name == "sapiens" else None)
    path = os.path.join(str(tmp_path), "models", "v1", "checkpoint_vh.pt")
    with pytest.raises(ModelNotAvailableError, match=r"'sapiens-vh' is not available offline: .*does not exist"):
        hf.sapiens_checkpoint("vh")
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as fh:
        fh.write(b"")
    assert hf.sapiens_checkpoint("vh") == path
    with pytest.raises(ModelNotAvailableError, match="checkpoint_vl.pt"):   # the other chain's file is not there
        hf.sapiens_checkpoint("vl")


def test_package_dir_of_an_absent_package_is_none():
    assert hf._package_dir("no_such_package_sweep8s2") is None
    assert os.path.isdir(hf._package_dir("toolkit"))


def test_an_absent_package_names_its_install_command(monkeypatch):
    monkeypatch.setattr(hf, "_package_dir", lambda name: None)
    with pytest.raises(ModelNotAvailableError, match=r"'sapiens-vh' is not available offline: the package sapiens is "
                                                     r"not installed.*pip install --no-deps sapiens==1\.0\.5"):
        hf.sapiens_checkpoint("vh")
    with pytest.raises(ModelNotAvailableError, match=r"the package antiberty is not installed"):
        hf.antiberty_dirs()
