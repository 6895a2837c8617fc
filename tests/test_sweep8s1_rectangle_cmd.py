"""Contract pins of :mod:`toolkit.app.commands.rectangle` (issue 30, sweep8s1): its help states
the command's own defaults for the options it shares with other commands: ``--text`` (an Exodus
clause for tiny-en, trastuzumab for the antibody models), ``--free`` (all) and ``--tokens`` (all,
every non-special token), where the shared parent's help says otherwise."""

import argparse
from types import SimpleNamespace

import numpy as np

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


# ---- seed 2026120372's sample: the text line shows up to 100 characters whole, longer ones cut to 97 + "..."
class _Model:
    def __init__(self, text):
        self.text, self.length, self.vocab_size, self.tokens = text, 3, 4, ["a", "b", "c", "d"]

    def initial_state(self):
        return np.zeros(3, dtype=int)

    def decode(self, x):
        return self.text


def _run(monkeypatch, capsys, text):
    from toolkit.app.cli import main
    from toolkit.results import Estimate

    summary = SimpleNamespace(count=9, n_certified=0, prevalence=Estimate(0.0, ci=(0.0, 0.3), method="m"),
                              quantiles={"q50": 0.1}, max_bound=1e-6, incompatible=False, witnesses=[])
    res = SimpleNamespace(table={"i": [0, 1], "j": [1, 2]}, n_queries=6, n_rectangles=9, summary=lambda: summary)
    monkeypatch.setattr(rect, "build_model", lambda args, **kw: _Model(text))
    monkeypatch.setattr(rect, "check_rectangle_memory", lambda model, **kw: None)
    monkeypatch.setattr(rect, "rectangle_test", lambda model, x, **kw: res)
    assert main(["rectangle", "--quiet", "--top-k", "2"]) == 0
    return next(line for line in capsys.readouterr().out.splitlines() if line.startswith("text: "))[6:]


def test_text_line_cut_beyond_100_characters(monkeypatch, capsys):
    t100 = "x" * 99 + "y"
    assert _run(monkeypatch, capsys, t100) == t100                           # 100: whole
    t101 = "x" * 97 + "abcd"
    assert _run(monkeypatch, capsys, t101) == "x" * 97 + "..."               # 101: 97 + ...
    assert _run(monkeypatch, capsys, "short text") == "short text"
