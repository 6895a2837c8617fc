"""prm19b promise sweep: toolkit.app.output (the JSON envelope's seeds, the real model's token line)."""

from __future__ import annotations

import argparse
import types

from toolkit.app.output import envelope, print_real_model


def test_seed_zero_is_recorded():
    # envelope: "seeds" holds the option `seed` whenever the command has one; 0 is a seed like any other
    doc = envelope(argparse.Namespace(command="x", seed=0), {})
    assert doc["seeds"] == {"seed": 0}


def test_token_line_elides_only_above_24(capsys):
    # print_real_model: the first 24 tokens are shown, and "... (N in all)" only when there are more
    model = types.SimpleNamespace(length=3)
    toks = [f"t{k}" for k in range(24)]
    print_real_model("m", model, {"tokens": toks}, source="test")
    line = capsys.readouterr().err.splitlines()[0]
    assert "in all" not in line and ", ".join(toks) in line and "(q = 24, test)" in line
    print_real_model("m", model, {"tokens": toks + ["t24"]}, source="test")
    line = capsys.readouterr().err.splitlines()[0]
    assert ", ".join(toks) + ", ... (25 in all)" in line and "t24," not in line
