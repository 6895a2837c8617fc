"""prm25c (issue 30, eighth sweep): the embeddings' LayerNorm WEIGHT lands on its namesake
(the earlier test reads the bias entry only).

Contract (``convert_sapiens_state_dict``): every fairseq tensor maps onto its transformers
namesake; ``emb_layer_norm.weight`` -> ``roberta.embeddings.LayerNorm.weight``."""

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.toolkit.test_sweep6s5_hf_convert import P, _sd  # noqa: E402
from toolkit.models import _hf_convert as hf  # noqa: E402


def test_embedding_layer_norm_weight_and_bias():
    sd = _sd()
    out = hf.convert_sapiens_state_dict(sd, hidden_size=8)
    assert torch.equal(out["roberta.embeddings.LayerNorm.weight"], sd[P + "emb_layer_norm.weight"])
    assert torch.equal(out["roberta.embeddings.LayerNorm.bias"], sd[P + "emb_layer_norm.bias"])
