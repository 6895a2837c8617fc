"""audit20c (twentieth blind audit, issue 30): ``glauber window``'s ``--free-positions``
(:mod:`toolkit.app.commands.window`).

Contract (the option's help: "the same as --free"; the command's description: the window is
"the --free sites of --text"): ``--free-positions SPEC`` alone picks the free sites exactly as
``--free SPEC`` does. Survivor ``audit20c.window_cmd.free_alias_ignored``: the alias was popped
from ``args`` and checked against ``--free`` but never handed on, so the window ran on no
``--free`` at all (the text's default free sites, or an error that names ``--free`` anyway).
"""

import json
import os

import pytest

from toolkit.app.cli import build_parser
from toolkit.app.commands import window  # the module under test (automut's targeted set)

os.environ["HF_HUB_OFFLINE"] = "1"  # tiny-en ships with the package: no download (as tests/test_cli_free.py)


class _Built(Exception):
    """Raised by the stand-in build_model: the run stops there, with the args it was given."""


def _free_seen(monkeypatch, argv):
    seen = {}

    def fake_build_model(args, **kw):
        seen["free"] = args.free
        raise _Built

    monkeypatch.setattr(window, "build_model", fake_build_model)
    args = build_parser().parse_args(["window", "--model", "tiny-en", "--text", "and the king said", *argv])
    with pytest.raises(_Built):
        window.run(args)
    return seen["free"]


@pytest.mark.parametrize("spec", ["1,2", "0:2", "3"])
def test_free_positions_alone_is_handed_on_as_free(monkeypatch, spec):
    # the model is built from args.free: the alias must arrive there, as --free SPEC would
    assert _free_seen(monkeypatch, ["--free-positions", spec]) == _free_seen(monkeypatch, ["--free", spec]) == spec


def test_free_alone_is_left_as_given(monkeypatch):
    assert _free_seen(monkeypatch, ["--free", "1"]) == "1"


def test_free_positions_picks_the_window_of_a_real_mlm(capsys):
    # end to end on tiny-en (offline): sites 1..2 of a 6-token text are the free ones, so the
    # template masks "the king" and keeps "and" before them and "said to them" after
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from toolkit.cli import main

    argv = ["window", "--model", "tiny-en", "--tokens", "the,king", "--text", "and the king said to them",
            "--chains", "2", "--steps", "8", "--json"]
    main([*argv, "--free-positions", "1,2"])
    alias = json.loads(capsys.readouterr().out)["model_params"]
    main([*argv, "--free", "1,2"])
    free = json.loads(capsys.readouterr().out)["model_params"]
    assert alias["free_positions"] == free["free_positions"] == [1, 2]
    assert alias["template"] == free["template"] == "and _ _ said to them"
