"""Coverage-driven pins of :mod:`toolkit.app.commands._common` (issue 30, branch cov5h3): the
``--free`` parser's empty items, ``resolve_free``'s pass-through of ``all``/None, ``--tokens``
of residue models as characters, ``--model`` that is not a name, ``--free`` without a text on
a model that has no default sequence, ``--n`` against a ``--free`` range, and a silent log."""

import json
from types import SimpleNamespace

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import _common as c
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("text", ["", "  ", "1,,2", "1,", ",3"])
def test_free_refuses_empty_items(text):
    with pytest.raises(InvalidInputError, match=r"`--free` must be all, i,j,k or start:stop \(0-based positions\); "
                                                rf"got {text!r}"):
        c.parse_free(text)


def test_free_parses_spaces_and_resolves_all_and_none():
    assert c.parse_free(" 1 , 3 ") == [1, 3]
    assert c.resolve_free(None, 4) is None and c.resolve_free("all", 4) == "all"
    assert c.resolve_free(c.parse_free("1:3"), 5) == [1, 2]  # a Python slice, the stop excluded


def test_tokens_of_residue_models_are_characters():
    # documented: for residue models a string without separators is its characters
    assert c._tokens_list(SimpleNamespace(model="antiberty", tokens="GDWYFA")) == list("GDWYFA")
    assert c._tokens_list(SimpleNamespace(model="tiny-en", tokens="the king")) == ["the", "king"]
    # a text model's one word is one token: fewer than 2
    with pytest.raises(InvalidInputError, match=r"`--tokens` must list at least 2 tokens .*; got 'king'"):
        c._tokens_list(SimpleNamespace(model="tiny-en", tokens="king"))


@pytest.mark.parametrize("name", [None, "", 3])
def test_build_model_needs_a_name(name):
    with pytest.raises(InvalidInputError, match=rf"`--model` must be a model name; got {name!r}"):
        c.build_model(SimpleNamespace(model=name))


def test_free_without_a_text_on_a_model_without_a_default_sequence(capsys):
    # refused before anything loads (the path does not exist)
    assert main(["exact", "--model", "hf:/nonexistent/x", "--free", "0:2"]) == 2
    assert ("`--free` needs `--text` (model 'hf:/nonexistent/x' has no default sequence)"
            in capsys.readouterr().err)


def test_log_is_silent_without_progress(capsys):
    c.log(SimpleNamespace(progress=False), "hello")
    assert capsys.readouterr().err == ""
    c.log(SimpleNamespace(progress=True), "hello")
    assert capsys.readouterr().err == "hello\n"


@pytest.mark.mlm
def test_n_must_match_a_free_range_and_is_kept_with_explicit_positions(capsys):
    text = ["--model", "tiny-en", "--text", "and the king said to the people", "--tokens", "the,king,said"]
    assert main(["exact", *text, "--free", "1:3", "--n", "3"]) == 2
    assert "`--n` 3 does not match the 2 sites of `--free` '1:3'" in capsys.readouterr().err
    # explicit positions: --n is checked by the model against them too
    assert main(["exact", *text, "--free", "1,2", "--n", "3"]) == 2
    assert "`--n`=3 does not match the 2 `--free`" in capsys.readouterr().err
    # explicit positions with the matching --n: 3 tokens on 2 sites, 3**2 = 9 states
    assert main(["exact", *text, "--free", "1,2", "--n", "2", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["model_params"]["n"] == 2 and d["model_params"]["q"] == 3
