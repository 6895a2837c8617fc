"""``glauber exact --start``: d_mu(t) and t_mix from a given state, in the table and the JSON
(the quantity itself is pinned in ``tests/exact/test_distance.py``; here the plumbing: the
CLI reports what the Python API gives for the same chain and start, and refuses bad starts
with one line)."""

import json

import pytest

from exact import ExactChain
from toolkit.cli import main
from toolkit.models import potts

ARGS = ["exact", "--model", "potts", "--q", "2", "--n", "4", "--coupling", "1.5", "--temperature", "1.0"]


def test_start_by_tokens_and_by_index_in_json_and_table(capsys):
    want = ExactChain(potts(2, 4, 1.5), temperature=1.0).mixing_from((1, 1, 0, 1))
    assert main([*ARGS, "--start", "1 1 0 1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    fs = out["from_start"]
    assert fs["start"] == 13 and fs["label"] == "1 1 0 1" and fs["t_mix"] == want.t_mix
    assert fs["distances"] == list(want.distances) and fs["t_mix"] <= out["t_mix"]
    assert main([*ARGS, "--start", "13"]) == 0
    assert f"from 1 1 0 1: t_mix(0.25) = {want.t_mix} (doubling)" in capsys.readouterr().out
    assert main([*ARGS, "--json"]) == 0
    assert "from_start" not in json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("start, msg", [
    ("1 1 x 1", "'x' is not one of the tokens ['0', '1']"),
    ("1 1 0", "give the 4 tokens of a state"),
    ("16", "a state index must be in 0..15"),
])
def test_bad_starts_exit_2_with_one_line(start, msg, capsys):
    assert main([*ARGS, "--start", start]) == 2
    err = capsys.readouterr().err
    assert msg in err and "Traceback" not in err and err.count("\n") == 1


def test_start_needs_the_enumerated_chain(capsys):
    assert main(["exact", "--model", "curie-weiss", "--n", "14", "--method", "lumped", "--start", "0"]) == 2
    assert "`--start` needs the enumerated chain" in capsys.readouterr().err


@pytest.mark.mlm
def test_start_from_a_real_mlms_own_text(capsys):
    """tiny-en, two free sites of a sentence: ``--start text`` is the sentence's own tokens there."""
    assert main(["exact", "--model", "tiny-en", "--tokens", "the,lord,king,people", "--text",
                 "and the king said to the people", "--free", "1,2", "--start", "text", "--json"]) == 0
    fs = json.loads(capsys.readouterr().out)["from_start"]
    assert fs["label"] == "the king" and fs["start"] == 0 * 4 + 2 and fs["t_mix"] >= 1
