"""prm28b: _n_layers is one more than the LARGEST layer index, whatever order the keys come in."""
import pytest

pytest.importorskip("torch")

from toolkit.models._hf_convert import _n_layers  # noqa: E402

P = "decoder.sentence_encoder.layers."


def test_n_layers_is_one_plus_the_largest_index_not_the_first_key():
    # three layers 0, 1, 2; the first key is layer 0's and keys of layer 2 come before layer 1's
    sd = {P + "0.fc1.weight": 0, "decoder.sentence_encoder.embed_tokens.weight": 0,
          P + "2.fc1.weight": 0, P + "1.fc1.weight": 0}
    assert _n_layers(sd) == 3
    # twelve layers listed from the last: 1 + 11
    sd12 = {P + f"{i}.self_attn.k_proj.weight": 0 for i in range(11, -1, -1)}
    assert _n_layers(sd12) == 12
    # ordered 0..11 (the first key is layer 0): still 12
    assert _n_layers(dict(reversed(list(sd12.items())))) == 12
