"""prm23b sixth sweep (issue 30): toolkit.models.adapter.MaskedLM.with_template hands the model's
``name`` on (reports and ``repr`` name the model by it), on the shipped tiny-en BERT."""

from __future__ import annotations

import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models import make_model  # noqa: E402

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def tiny():
    return make_model("tiny-en")  # V = the, and, of, lord, god, king, said, is; n = 4


def test_with_template_keeps_the_name(tiny):
    assert tiny.name
    other = tiny.with_template(n=3)
    assert other.name == tiny.name
    assert repr(other).startswith(f"MaskedLM({tiny.name!r}, q=")

