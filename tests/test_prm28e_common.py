"""prm28e (eleventh sweep, issue 30): the early state-space check of a real MLM (before it loads)
runs only when the options tell BOTH q and n; with q known (tiny-en: 8 tokens) and n not (a
word text with --free all: n is the tokenizer's count) the command goes on to load the model."""
import argparse

import pytest

import toolkit.app.commands._common as common


class _Loaded(Exception):
    pass


def _args(**kw):
    base = dict(model="tiny-en", tokens=None, q=None, n=None, text="the cat sat on the mat", free="all",
                prefix=None, suffix=None, device=None, batch_size=None, max_states=1e7)
    base.update(kw)
    return argparse.Namespace(**base)


def test_no_early_check_with_n_unknown(monkeypatch):
    def fake_make_model(name, **params):
        raise _Loaded(params)

    monkeypatch.setattr(common, "make_model", fake_make_model)
    assert common.real_sizes(_args()) == (8, None)   # q from REAL_Q, n unknown before the load
    with pytest.raises(_Loaded):
        common._build_real(_args(), enumerate=True, default_text=None)
