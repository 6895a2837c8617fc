"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):
``glauber study`` hands ``--quick`` on to :func:`toolkit.app.study.study` (the quick budget),
and for a real MLM given without ``--text`` it builds the model on the model's documented
default text (``DEFAULT_TEXT`` of the rectangle command, else the zoo's). Spies on ``study`` and
``build_model`` as ``toolkit.app.commands.study`` looks them up stop before anything runs."""

from __future__ import annotations

import pytest

import toolkit.app.commands.study as study_cmd
from toolkit.app.cli import main
from toolkit.app.commands.rectangle import DEFAULT_TEXT
from toolkit.models.zoo import DEFAULTS


class _Stop(Exception):
    pass


def test_quick_reaches_study(monkeypatch, tmp_path):
    seen = {}

    def spy(model, out, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(study_cmd, "study", spy)
    with pytest.raises(_Stop):
        main(["study", "--model", "curie-weiss", "--n", "3", "--quick", "--out", str(tmp_path / "o"), "--quiet"])
    assert seen.get("quick") is True


def test_real_model_without_text_is_built_on_its_default_text(monkeypatch, tmp_path):
    seen = {}

    def spy(args, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(study_cmd, "build_model", spy)
    with pytest.raises(_Stop):
        main(["study", "--model", "tiny-en", "--out", str(tmp_path / "o"), "--quiet"])
    expected = DEFAULT_TEXT.get("tiny-en") or DEFAULTS.get("tiny-en", {}).get("text")
    assert expected  # the documented default exists
    assert seen.get("default_text") == expected
