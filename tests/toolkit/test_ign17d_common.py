"""toolkit.app.commands._common: ``build_model(all_free=True)`` makes every token of a ``--text``
without ``--free`` free (ign17d); elsewhere ``--free`` is required (docstring).

The real model is never loaded: ``make_model`` is replaced by a stub that records its keywords."""

import argparse

import pytest

from toolkit.app.commands import _common
from toolkit.exceptions import InvalidInputError


class _Loaded(Exception):
    pass


def _stub(name, **params):
    raise _Loaded(params)


def test_all_free_frees_every_token_of_a_text_without_free(monkeypatch):
    monkeypatch.setattr(_common, "make_model", _stub)
    name = sorted(_common.REAL_MODELS)[0]
    args = argparse.Namespace(model=name, text="the cat sat", command="rectangle")
    with pytest.raises(_Loaded) as got:
        _common.build_model(args, all_free=True)
    assert got.value.args[0]["free_positions"] == "all" and got.value.args[0]["text"] == "the cat sat"
    with pytest.raises(InvalidInputError, match="`--text` needs `--free`"):
        _common.build_model(argparse.Namespace(model=name, text="the cat sat", command="rectangle"))
