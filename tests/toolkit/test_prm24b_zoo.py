"""prm24b: ``load_model(dtype=...)`` hands ``dtype`` on to the adapter (seventh sweep: no test
passed it off its default ``None``, float32 by the adapter's documentation): the shipped
tiny-en model, offline, loaded in float64 has float64 weights."""

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models.zoo import load_model  # noqa: E402


def test_load_model_dtype():
    assert next(load_model("tiny-en", n=2).model.parameters()).dtype == torch.float32
    assert next(load_model("tiny-en", n=2, dtype=torch.float64).model.parameters()).dtype == torch.float64
    assert next(load_model("tiny-en", n=2, dtype="float64").model.parameters()).dtype == torch.float64
