"""prm22c fifth sweep (issue 30): ``glauber rectangle --free i,j,k`` reports the whole text.

Contract (:mod:`toolkit.app.commands.rectangle`): the JSON's ``text`` is the text the test ran
on: with every token free (the default, ``--free all``) that is the decoded state; with
``--free`` positions it is the model's ``render`` of the state, the template around the free
sites included (the adapter's ``render``: "the full input text for state x, template
included"), not the free sites' tokens alone. The tested runs used the default only; here
positions 1..3 of a six-word text are free, and the text reported is still all six words."""

from __future__ import annotations

import json
import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

import argparse  # noqa: E402

from toolkit.app.commands import rectangle  # noqa: E402

pytestmark = pytest.mark.mlm

TEXT = "and the lord said to moses"


def _run(argv):
    # the command's own parser (as glauber builds it), without the whole CLI
    p = rectangle.add_parser(argparse.ArgumentParser().add_subparsers())
    args = p.parse_args(argv)
    args.command = "rectangle"
    return rectangle.run(args)


def test_free_positions_report_the_whole_text(capsys):
    assert _run(["--model", "tiny-en", "--text", TEXT, "--top-k", "2", "--free", "1,2,3", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_sites"] == 3
    assert out["text"] == TEXT
