"""Real MLMs on the command line (issue 14 point 1, issue 16 point 2): ``--q`` comes from
``--tokens``, the token set and template are printed, and ``--free all|i,j,k|start:stop``
picks the free sites of ``--text`` in every command that takes a text, the free tokens
shown on stderr and in the JSON."""

from __future__ import annotations

import json
import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.app.commands._common import parse_free, resolve_free  # noqa: E402
from toolkit.cli import main  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402

pytestmark = pytest.mark.mlm

# The first 49 residues of a human VH (issue 16's example: framework 1 to CDR2's start).
VH = "EVQLVESGGGLVQPGGSLRLSCAASGFTFSSYAMSWVRQAPGKGLEWVS"
TOKENS = "the,lord,king,people"


def test_free_parsing():
    assert parse_free("all") == "all"
    assert parse_free(" 0, 2 ,5") == [0, 2, 5]
    assert resolve_free(parse_free("3:6,9"), 10) == [3, 4, 5, 9]
    # Python-slice semantics at both ends (audit: -100:2 was clamped, 2:100 an error)
    assert resolve_free(parse_free("-100:2"), 7) == [0, 1]
    assert resolve_free(parse_free("2:100"), 7) == [2, 3, 4, 5, 6]
    with pytest.raises(InvalidInputError, match="selects none"):
        resolve_free(parse_free("9:12"), 7)
    assert resolve_free(parse_free("-2:"), 7) == [5, 6]
    assert resolve_free(parse_free("-1"), 7) == [6]


def test_readme_real_model_form_runs_with_q_from_tokens(capsys):
    # issue 14: the toy default q=3 made this fail with "q=3 does not match the 4 tokens"
    assert main(["exact", "--model", "tiny-en", "--tokens", TOKENS, "--n", "2", "--json"]) == 0
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["q"] == 4 and out["n"] == 2 and out["n_states"] == 16
    assert out["model_params"]["tokens"] == TOKENS.split(",")
    assert "V = [the, lord, king, people] (q = 4, from --tokens)" in cap.err
    assert "template: _ _ (n = 2 free sites" in cap.err


def test_hf_path_form_takes_q_from_tokens(capsys):
    # issue 14: the README's hf: example failed the same way (tiny-en's own directory here)
    from toolkit.models.zoo import tiny_en_dir

    assert main(["exact", "--model", f"hf:{tiny_en_dir()}", "--tokens", "the,lord,king", "--n", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["q"] == 3 and out["n_states"] == 9 and out["model_params"]["tokens"] == ["the", "lord", "king"]


def test_exact_on_free_positions_of_a_text_shows_the_free_tokens(capsys):
    assert main(["exact", "--model", "tiny-en", "--tokens", TOKENS, "--text", "and the king said to the people",
                 "--free", "1,2", "--json"]) == 0
    cap = capsys.readouterr()
    params = json.loads(cap.out)["model_params"]
    assert params["template"] == "and _ _ said to the people"
    assert params["free_positions"] == [1, 2] and params["free_tokens"] == ["the", "king"]
    assert "free sites: positions 1..2 of the text, holding the king" in cap.err


def test_rectangle_on_a_slice_of_the_text(capsys):
    argv = ["rectangle", "--model", "tiny-en", "--text", "and the king said to the people of israel",
            "--free", "1:4", "--top-k", "2", "--pairs", "random", "--n-pairs", "2", "--seed", "3", "--json"]
    assert main(argv) == 0
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["n_sites"] == 3 and out["model_params"]["free_tokens"] == ["the", "king", "said"]
    assert "holding the king said" in cap.err
    # issue 14: rectangle --json carried a wall-clock field; it is under `timings` now
    assert "seconds" not in out and list(out)[-1] == "timings" and out["seeds"]["seed"] == 3
    assert main(argv) == 0
    again = capsys.readouterr().out
    assert cap.out.rsplit('"timings"', 1)[0] == again.rsplit('"timings"', 1)[0]


def test_sample_a_whole_vh_sequence_with_free_all(capsys):
    # issue 16: this failed with "`free_positions` is required with `text`"
    assert main(["sample", "--model", "sapiens-vh", "--text", VH, "--free", "all", "--chains", "2", "--steps", "8",
                 "--pairs", "1", "--replicates", "1", "--json"]) == 0
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["n"] == len(VH) and out["q"] == 20
    assert "".join(out["model_params"]["free_tokens"]) == VH
    assert f"holding {VH}" in cap.err
    # 8 steps of 2 chains cannot have mixed: the output says so
    assert any(w["kind"] == "rhat" or w["kind"] == "ess" for w in out["warnings"])
