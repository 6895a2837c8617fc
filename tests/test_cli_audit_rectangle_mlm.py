"""Defects found by the CLI audit of ``glauber rectangle`` and ``glauber sample`` on the
shipped tiny MLM (``tiny-en``), pinned by the commands' own output."""

from __future__ import annotations

import json
import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.cli import main  # noqa: E402

pytestmark = pytest.mark.mlm

RECT = ["rectangle", "--model", "tiny-en", "--text", "and the king", "--witnesses", "200"]


def _tested(capsys, T: str):
    """The rectangles (sites and tokens) ``glauber rectangle`` tested at temperature ``T``,
    with their ``log R``: all 2 x C(5, 2)**2 = 200 of them are witnesses."""
    assert main([*RECT, "-T", T, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_rectangles"] == len(out["witnesses"]) == 200
    return {(w["i"], w["j"], w["a"], w["a2"], w["b"], w["b2"]): w["log_r"] for w in out["witnesses"]}


def test_rectangle_top_k_tokens_do_not_depend_on_the_temperature(capsys):
    # ranked by tempered probabilities, the top 5 at site 0 were {and, of, says, the, to} at
    # T = 0.001 (most underflow to 0 and tie, broken by token id) and {and, as, for, says, to} at T = 1
    warm, cold = _tested(capsys, "1"), _tested(capsys, "0.001")
    assert set(warm) == set(cold)
    for key, value in warm.items():  # tempering divides log R by T
        assert cold[key] == pytest.approx(value / 0.001, rel=1e-9)


def test_rectangle_log_r_is_printed_with_bounded_width_at_tiny_temperature(capsys):
    assert main([*RECT, "-T", "1e-300", "--witnesses", "3"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if "log R = " in line]
    assert len(rows) == 3
    for row in rows:
        value = row.split("log R = ")[1].split()[0]
        assert "e+300" in value and len(value) <= 12, value


# ---------------------------------------------------------------------------- --free out of range
def test_free_positions_out_of_range_error_is_short():
    from toolkit.exceptions import InvalidInputError
    from toolkit.models.registry import make_model

    with pytest.raises(InvalidInputError) as info:
        make_model("tiny-en", text="and the king said to the people", free_positions=list(range(2, 100)))
    msg = str(info.value)
    assert "must be in 0..6 (the text has 7 tokens); got 7, 8, 9, 10, 11, 12, ... (93 in all)" in msg
    assert len(msg) < 150


def test_cli_free_positions_out_of_range_is_one_short_line(capsys):
    argv = ["sample", "--model", "tiny-en", "--text", "and the king", "--free", ",".join(map(str, range(40)))]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "`--free` must be in 0..2" in err[0] and "(37 in all)" in err[0] and len(err[0]) < 150


# ---------------------------------------------------------------------------- sample's token set
SAMPLE = ["sample", "--model", "tiny-en", "--text", "and the king said to the people", "--steps", "8",
          "--chains", "2", "--pairs", "1", "--replicates", "1", "--coupling-steps", "4"]


def test_sample_with_text_samples_over_every_token_and_says_so(capsys):
    # was: the 8 default words of tiny-en, which lack most of the text's own tokens
    from toolkit.app.commands.sample import TOKENS_ALL_WITH_TEXT

    assert main([*SAMPLE, "--free", "all"]) == 0
    out = capsys.readouterr().out
    assert f"V: 200 tokens ({TOKENS_ALL_WITH_TEXT}): the, and, of, " in out
    assert main([*SAMPLE, "--free", "all", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["token_set"]["q"] == 200 and res["token_set"]["source"] == TOKENS_ALL_WITH_TEXT
    assert res["token_set"]["first"][:3] == ["the", "and", "of"] and len(res["token_set"]["first"]) == 8
    assert not [w for w in res["warnings"] if w["kind"] == "text-outside-v"]


def test_sample_warns_when_the_texts_tokens_at_free_sites_are_not_in_v(capsys):
    assert main([*SAMPLE, "--tokens", "the,lord,king", "--free", "0,1,2", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["token_set"]["q"] == 3 and res["token_set"]["source"] == "from --tokens"
    (w,) = [w for w in res["warnings"] if w["kind"] == "text-outside-v"]
    assert w["value"] == ["and"] and "'and' at free site 0 is not in V (3 tokens, from --tokens)" in w["message"]
    assert main([*SAMPLE, "--tokens", "the,lord,king", "--free", "0,1,2"]) == 0
    assert "warning: the text's token 'and' at free site 0 is not in V" in capsys.readouterr().out


def test_sample_without_text_keeps_the_models_default_set(capsys):
    argv = ["sample", "--model", "tiny-en", "--n", "2", "--steps", "8", "--chains", "2", "--pairs", "1",
            "--replicates", "1", "--coupling-steps", "4"]
    assert main(argv) == 0
    assert "V: 8 tokens (the model's default set): the, and, of, lord, god, king, said, is\n" in capsys.readouterr().out
    assert main([*argv[:3], "--q", "3", *argv[3:], "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["token_set"]["q"] == 3


def test_sample_help_documents_the_token_set_default(capsys):
    assert main(["sample", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "default: with --text, all, every non-special token" in text
