"""harden10c (issue 30): `glauber rectangle` (toolkit.app.commands.rectangle) works on a real
MLM's text: its sites are the text's tokens (--free) and q the number of --tokens (its
description), so it has no --q/--n options (nor the toy families' --beta): its parser, and
the help `glauber rectangle --help` prints, list none of them."""

import argparse
import re

from toolkit.app import cli
from toolkit.app.commands import rectangle as rect


def _options(text):
    return set(re.findall(r"(?<![\w-])--[\w-]+", text))


def test_rectangle_has_no_size_or_toy_options(capsys):
    p = rect.add_parser(argparse.ArgumentParser().add_subparsers())
    flags = {s for a in p._actions for s in a.option_strings}
    assert cli.main(["rectangle", "--help"]) == 0
    options = _options(capsys.readouterr().out)
    for have in (flags, options):
        assert {"--model", "--tokens", "--text", "--free", "--n-pairs", "--top-k"} <= have
        assert not have & {"--q", "--n", "--beta", "--coupling"}, have
