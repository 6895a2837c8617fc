"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.models.registry's model_parameters
for real MLMs lists the keywords the builder takes besides the model's own name (the name is
given by the model name itself, never as a keyword), and model_family's name guard."""

from __future__ import annotations

import inspect

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import model_family, model_parameters

pytest.importorskip("transformers")


def _keywords(fn) -> tuple:
    """Keyword parameters of ``fn`` (not *args/**kwargs), by its signature."""
    kinds = (inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return tuple(p.name for p in inspect.signature(fn).parameters.values() if p.kind in kinds)


@pytest.mark.parametrize("name", ["tiny-en", "sapiens-vh", "hf:some/local/path"])
def test_real_model_parameters_leave_out_the_name(name):
    from toolkit.models.zoo import load_model

    got = model_parameters(name)
    assert "name" not in got
    assert got == tuple(k for k in _keywords(load_model) if k != "name")
    assert {"tokens", "n", "q", "text", "device"} <= set(got)


def test_sceptr_parameters():
    from toolkit.models.sceptr import load_sceptr

    got = model_parameters("sceptr")
    assert "name" not in got and got == _keywords(load_sceptr) and "variant" in got


@pytest.mark.parametrize("bad", ["", None, 3])
def test_model_family_refuses_a_non_name(bad):
    with pytest.raises(InvalidInputError, match="`name` must be a model name"):
        model_family(bad)
