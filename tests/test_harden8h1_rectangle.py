"""``glauber rectangle`` (toolkit/app/commands/rectangle.py) with ``--free all`` (harden8h1, issue 30):
``--free all`` is the documented default ("every token of the text"), so given explicitly it must
change nothing: the same JSON (the text decoded as given, not rendered with free-site marks), the
same table header, the same refusal of a one-token text (by ``--text``, not by ``--free``)."""

from __future__ import annotations

import json
import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.app.cli import main  # noqa: E402

pytestmark = pytest.mark.mlm

BASE = ["rectangle", "--model", "tiny-en", "--text", "and the lord said to moses", "--top-k", "2"]


def _json(capsys, extra):
    assert main([*BASE, *extra, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    out.pop("timings", None)
    out.pop("glauber", None)  # the envelope echoes the arguments as given
    return out


def test_free_all_json_is_the_default(capsys):
    default, explicit = _json(capsys, []), _json(capsys, ["--free", "all"])
    assert explicit["text"] == default["text"] == "and the lord said to moses"
    assert explicit == default


def test_free_all_table_header_says_every_token(capsys):
    assert main([*BASE, "--free", "all"]) == 0
    out = capsys.readouterr().out
    assert "6 sites (every token of the text)" in out and "--free all" not in out


@pytest.mark.parametrize("free", [[], ["--free", "all"]])
def test_one_token_text_refused_by_text_with_or_without_free_all(capsys, free):
    assert main(["rectangle", "--model", "tiny-en", "--text", "god", *free]) == 2
    err = capsys.readouterr().err
    assert "`--text` must hold at least 2 tokens; got 1" in err and "`--free`" not in err
