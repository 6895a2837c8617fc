"""Contract pins of :mod:`toolkit.app.commands.rectangle` (issue 30, sweep8s1): its help states
the command's own defaults for the options it shares with other commands: ``--text`` (an Exodus
clause for tiny-en, trastuzumab for the antibody models), ``--free`` (all) and ``--tokens`` (all,
every non-special token), where the shared parent's help says otherwise."""

import argparse

from toolkit.app.commands import rectangle as rect
from toolkit.app.commands._common import FREE_HELP


def _helps():
    sub = argparse.ArgumentParser().add_subparsers()
    p = rect.add_parser(sub)
    return {a.dest: a.help for a in p._actions}


def test_help_states_the_rectangle_defaults():
    h = _helps()
    assert h["text"] == ("the text or sequence (default: an Exodus clause for tiny-en, trastuzumab's VH/VL for "
                         "the antibody models)")
    assert h["free"] == FREE_HELP + " (default: all)"
    assert h["tokens"] == "token set V, comma-separated (default: all, every non-special token of the vocabulary)"
    # the help printed: the parent's defaults filled in
    sub = argparse.ArgumentParser().add_subparsers()
    text = " ".join(rect.add_parser(sub).format_help().split())
    assert "site pairs to test (default: adjacent)" in text and "(default: 5)" in text
    assert "(default: an Exodus clause for tiny-en" in text
