"""harden10b: survivors of ``automut --fresh-lines`` (seed 2026120422) in
toolkit.app.commands.study and toolkit.app.commands.verify, killed from their documented contracts."""

from __future__ import annotations

import os

import pytest

from toolkit.app.cli import build_parser
from toolkit.app.commands.verify import check_out_dir
from toolkit.exceptions import InvalidInputError


def _action(parser, dest):
    return next(a for a in parser._actions if a.dest == dest)


def test_study_tokens_help_names_its_defaults():
    # study.add_parser rewrites the shared --tokens help: the default token set is every
    # non-special token (tiny-en, hf:PATH) and the 20 amino acids for antibody models
    p = build_parser().commands["study"]
    text = _action(p, "tokens").help
    assert "20 amino acids" in text and "non-special token" in text
    # and the --free and --text helps keep their study wording too
    assert _action(p, "free").help.endswith("(default: all)")
    assert "trastuzumab" in _action(p, "text").help


def test_check_out_dir_without_creating_refuses_an_unwritable_parent(tmp_path, monkeypatch):
    # docstring: with create=False the path is checked "as far as an existing path or its
    # nearest existing parent tells"; a parent that cannot be written -> "is not writable".
    # (os.access is stubbed: the suite may run as root, for whom every directory is writable)
    target = tmp_path / "a" / "b"
    seen = []

    def access(path, mode):
        seen.append(os.fspath(path))
        return False

    monkeypatch.setattr(os, "access", access)
    with pytest.raises(InvalidInputError, match=r"`--out` .* is not writable"):
        check_out_dir(str(target), create=False)
    assert seen == [str(tmp_path)]          # the nearest existing parent was the one asked
    assert not (tmp_path / "a").exists()    # and nothing was made


def test_check_out_dir_without_creating_accepts_a_writable_parent(tmp_path):
    target = tmp_path / "a" / "b"
    assert check_out_dir(str(target), create=False) == str(target)
    assert not (tmp_path / "a").exists()
