"""prm25a: glauber sample's coupling defaults per model kind (sample.py's comment): toy models
8 start pairs x 64 replicates, real MLMs 2 x 8 ("two chains x 2 pairs x 8 replicates = 32
forward rows per step"). The real branch is reached with a toy standing in for the MLM."""

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import sample


class _Stop(Exception):
    pass


@pytest.mark.parametrize("real, want", [(False, (8, 64)), (True, (2, 8))])
def test_coupling_defaults_per_model_kind(monkeypatch, real, want):
    seen = {}

    def fake_summary(model, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(sample, "sampled_summary", fake_summary)
    monkeypatch.setattr(sample, "is_real", lambda name: real)
    monkeypatch.setattr(sample, "token_set_source", lambda args: None)
    with pytest.raises(_Stop):
        main(["sample", "--model", "potts", "--q", "2", "--n", "3", "--steps", "20", "--chains", "4"])
    assert (seen["n_pairs"], seen["n_replicates"]) == want
