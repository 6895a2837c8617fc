"""harden9b (issue 30): ``load_model`` with a text and a prefix/suffix (options combined).

The adapter takes either a text (with free positions) or a prefix/suffix template, "not both"
(MaskedLM's error). ``load_model`` dropped ``prefix``/``suffix`` beside a ``text`` before the
adapter saw them, so the prefix was silently ignored (this branch's fix passes them on)."""

from __future__ import annotations

import pytest

from toolkit.exceptions import InvalidInputError

pytest.importorskip("transformers")


@pytest.mark.parametrize("extra", [{"prefix": "hello"}, {"suffix": "amen"}])
def test_text_with_prefix_or_suffix_refused(extra):
    from toolkit.models.zoo import load_model

    with pytest.raises(InvalidInputError, match="not both"):
        load_model("tiny-en", text="and the king said to the people", free_positions=[1, 2], **extra)


def test_text_alone_accepted():
    from toolkit.models.zoo import load_model

    m = load_model("tiny-en", text="and the king said to the people", free_positions=[1, 2])
    assert m.length == 2


def test_window_cli_text_with_prefix_refused(capsys):
    # the same through the CLI: `glauber window --text ... --free ... --prefix ...` ran the
    # text's chain with --prefix silently ignored; now the error names the flags
    from toolkit.app.cli import main

    argv = ["window", "--model", "tiny-en", "--tokens", "the,lord,god,king", "--text", "and the king said",
            "--free", "1,2", "--prefix", "and", "--steps", "20", "--chains", "2"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "--prefix" in err and "not both" in err
