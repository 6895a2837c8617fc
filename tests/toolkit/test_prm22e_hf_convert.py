"""prm22e: toolkit.models._hf_convert counts a checkpoint's layers from the full layer index (10 and more)."""
import pytest

pytest.importorskip("torch")

from toolkit.models import _hf_convert  # noqa: E402


def test_layer_count_past_nine():
    p = "decoder.sentence_encoder.layers."
    sd = {f"{p}{i}.fc1.weight": None for i in range(12)}
    sd["decoder.sentence_encoder.embed_tokens.weight"] = None
    assert _hf_convert._n_layers(sd) == 12
    assert _hf_convert._n_layers({f"{p}{i}.fc1.weight": None for i in range(4)}) == 4
