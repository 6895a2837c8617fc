"""Coverage-driven pins of ``glauber rectangle`` (issue 30, branch cov5h3): an hf:PATH model
needs ``--text``; ``--top-k`` above the vocabulary is refused once the model tells its size;
the text output's worst rectangles are the JSON's witnesses, worst first, each marked certified
exactly when ``|log R|`` is above its bound."""

import json
import re

import pytest

from toolkit.app.cli import main


def test_hf_model_needs_a_text(capsys):
    assert main(["rectangle", "--model", "hf:/nonexistent/x"]) == 2
    assert "`--text` is required with hf:PATH models" in capsys.readouterr().err


@pytest.mark.mlm
def test_top_k_above_the_vocabulary(capsys):
    # every non-special token of tiny-en: 200 (known before the model loads)
    assert main(["rectangle", "--model", "tiny-en", "--text", "and the king said", "--top-k", "500"]) == 2
    assert "`--top-k` must be <= the 200 tokens of V; got 500" in capsys.readouterr().err


@pytest.mark.mlm
@pytest.mark.parametrize("rtol", [[], ["--logit-rtol", "0.5"]])
def test_text_witnesses_are_the_json_witnesses(capsys, rtol):
    # with a logit tolerance of 50 % the bounds exceed every |log R|: no witness is certified
    args = ["rectangle", "--model", "tiny-en", "--text", "and the king said to the people", "--top-k", "2",
            "--seed", "0", "--quiet", *rtol]
    assert main([*args, "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    out = capsys.readouterr().out.splitlines()
    k = out.index("worst rectangles ({a|a'} at site i, {b|b'} at site j; the text's own tokens in brackets):")
    lines = out[k + 1:]
    ws = d["witnesses"]
    assert len(lines) == len(ws) > 0
    assert [abs(w["log_r"]) for w in ws] == sorted((abs(w["log_r"]) for w in ws), reverse=True)  # worst first
    for ln, w in zip(lines, ws, strict=True):
        m = re.match(r"  sites (\d+), (\d+) \[(\S+), (\S+)\]: log R = (\S+) \(bound (\S+), (certified|not certified)\)",
                     ln)
        assert m, ln
        assert (int(m[1]), int(m[2]), m[3], m[4]) == (w["i"], w["j"], w["text_i"], w["text_j"])
        assert float(m[5]) == pytest.approx(w["log_r"], rel=1e-4)
        assert (m[7] == "certified") == (abs(w["log_r"]) > w["bound"]) == w["certified"]
    assert all(w["certified"] for w in ws) == (not rtol)
