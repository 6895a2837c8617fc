"""cmp14b (issue 30): ``glauber rectangle``'s default sequence of the antibody models (the
command's ``--text`` help: "trastuzumab's VH/VL for the antibody models"): the VL for
``sapiens-vl``, the VH for ``sapiens-vh`` and ``antiberty``.

The model is not loaded: ``build_model`` is replaced by a stub that records what it was given.
"""

from __future__ import annotations

import pytest

import toolkit.app.commands.rectangle as rect
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError
from toolkit.models import mlm


@pytest.fixture
def built(monkeypatch):
    seen = {}

    def build_model(args, **kw):
        seen.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(rect, "build_model", build_model)
    return seen


@pytest.mark.parametrize("model, text", [("sapiens-vl", mlm.REFERENCE_VL), ("sapiens-vh", mlm.REFERENCE_VH),
                                          ("antiberty", mlm.REFERENCE_VH)])
def test_default_text_of_the_antibody_models(built, model, text):
    assert main(["rectangle", "--quiet", "--model", model]) == 2
    assert built["default_text"] == text
    assert mlm.REFERENCE_VL != mlm.REFERENCE_VH

