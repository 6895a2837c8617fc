"""Refusals of :mod:`toolkit.app.commands._common` that no targeted test ran (issue 30, branch
gap15b). Each error names its flag and the value given (the contract of the CLI's errors)."""

import os
from types import SimpleNamespace

import pytest

from toolkit.app.commands import _common as c
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("text", ["1:2:3", "x", "1:b", "0,2:4:6"])
def test_free_refuses_items_that_are_no_position_or_range(text):
    with pytest.raises(InvalidInputError, match=r"`--free` must be all, i,j,k or start:stop \(0-based positions\); "
                                                rf"got {text!r}"):
        c.parse_free(text)


def test_an_unknown_model_name_is_refused_with_the_close_names():
    with pytest.raises(InvalidInputError, match=r"`--model`: unknown model name 'pots'; known: .*potts.*"
                                                r"Did you mean 'potts'\?"):
        c.build_model(SimpleNamespace(model="pots"))


def _real(**kw):
    base = dict(model="tiny-en", text="in the beginning", free=None, tokens=None, q=None, n=None)
    return SimpleNamespace(**{**base, **kw})


def test_a_text_without_free_is_refused_before_the_model_loads(monkeypatch):
    def no_load(*args, **kwargs):
        raise AssertionError("the model must not load")

    monkeypatch.setattr(c, "make_model", no_load)
    with pytest.raises(InvalidInputError, match=r"`--text` needs `--free`: which tokens of the text are free sites "
                                                r"\(all, i,j,k or start:stop\)"):
        c.build_model(_real())


def test_a_range_of_free_sites_needs_a_model_with_a_template(monkeypatch):
    # a model without `with_template` takes explicit positions only: a range (resolved against
    # the text's length) is refused naming the flag, its value and the model
    monkeypatch.setattr(c, "make_model", lambda name, **params: SimpleNamespace(length=3))
    with pytest.raises(InvalidInputError, match=r"^`--free` '0:2': model 'tiny-en' takes explicit positions only$"):
        c.build_model(_real(free="0:2"))


def test_a_store_in_a_directory_that_is_not_writable_is_refused(monkeypatch, tmp_path):
    path = str(tmp_path / "results.sqlite")
    assert c.check_store(path) == path  # writable: accepted
    # (the tests may run as root, for whom every directory is writable: os.access is what the
    # check asks, so it answers "not writable" here)
    monkeypatch.setattr(c.os, "access", lambda p, mode: not (p == str(tmp_path) and mode == os.W_OK))
    with pytest.raises(InvalidInputError, match=rf"^`--store` {path!r}: the directory {str(tmp_path)!r} "
                                                r"is not writable$"):
        c.check_store(path)
    (tmp_path / "results.sqlite").write_bytes(b"")
    assert c.check_store(path) == path  # an existing file: the directory's write bit is not asked
