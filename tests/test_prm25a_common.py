"""prm25a: _build_real with a command's default text (rectangle, study): an explicit --free
is handed on to the model; only a missing --free becomes all."""

from types import SimpleNamespace

import pytest

from toolkit.app.commands import _common


class _Stop(Exception):
    pass


@pytest.mark.parametrize("free, want", [("1,2", [1, 2]), (None, "all")])
def test_default_text_keeps_explicit_free(monkeypatch, free, want):
    seen = {}

    def fake_make_model(name, **params):
        seen.update(params)
        raise _Stop

    monkeypatch.setattr(_common, "make_model", fake_make_model)
    args = SimpleNamespace(model="tiny-en", text=None, free=free, tokens=None, q=None, n=None, device=None,
                           batch_size=None, prefix=None, suffix=None, max_states=1e6)
    with pytest.raises(_Stop):
        _common._build_real(args, enumerate=False, default_text="the cat sat on the mat", all_free=True)
    assert seen["text"] == "the cat sat on the mat" and seen["free_positions"] == want
