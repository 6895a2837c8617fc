"""Contract pins of toolkit.app.output (issue 30, sweep6s4): the envelope's model keys (the
payload's own kept), model_seed from the model's parameters, the command path, the arguments
(sorted, no private entries, no command), timings merged (the keyword's last), nonfinite before
timings; describe_real on a fake tokenizer (template with '_', free positions in the text, the
text's tokens) and print_real_model's lines (24 tokens shown, contiguous positions as a range)."""

import argparse
from types import SimpleNamespace

import numpy as np

from toolkit.app import output


def test_envelope_keys_seeds_and_timings():
    args = argparse.Namespace(command="exact", seed=3, model_seed=9, _private=1, b=2, a=1, _command_path="scan nlogn",
                              _model_info={"name": "potts", "params": {"q": 3, "n": 4, "seed": 5}})
    doc = output.envelope(args, {"q": 7, "x": float("nan"), "timings": {"load": 1.0, "run": 2.0}},
                          timings={"run": 9.0})
    assert (doc["model"], doc["q"], doc["n"]) == ("potts", 7, 4)      # the payload's own q kept
    assert doc["model_params"] == {"q": 3, "n": 4, "seed": 5}
    assert doc["seeds"] == {"model_seed": 5, "seed": 3}
    assert doc["glauber"]["command"] == "scan nlogn"
    assert list(doc["glauber"]["arguments"]) == ["a", "b", "model_seed", "seed"]
    assert doc["timings"] == {"load": 1.0, "run": 9.0}
    assert list(doc)[-2:] == ["nonfinite", "timings"] and doc["nonfinite"]["nan"] == ["/x"]
    plain = output.envelope(argparse.Namespace(command="c", model_seed=4), {}, seeds={"s": 1})
    assert plain["seeds"] == {"s": 1} and plain["glauber"]["command"] == "c"
    assert output.envelope(argparse.Namespace(command="c", model_seed=4), {})["seeds"] == {"model_seed": 4}


class _Tok:
    def convert_ids_to_tokens(self, ids):
        return [f"w{i}" for i in ids]


def test_describe_real_and_print(capsys):
    m = SimpleNamespace(tokens=[f"t{i}" for i in range(30)], _template_tokens=np.array([0, 11, 12, 13, 14, 2]),
                        free_positions=np.array([2, 3]), tokenizer=_Tok(), _special_ids={0, 2},
                        _original=np.array([12, 13]), split_chars=False, length=2)
    info = output.describe_real(m)
    # content: positions 1..4 (0 and 5 are special); free 2, 3 -> 1, 2 of the text
    assert info["template"] == "w11 _ _ w14" and info["free_positions"] == [1, 2]
    assert info["free_tokens"] == ["w12", "w13"] and len(info["tokens"]) == 30
    output.print_real_model("mlm", m, info, source="src")
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "model mlm: V = [" + ", ".join(f"t{i}" for i in range(24)) + ", ... (30 in all)] (q = 30, src)"
    assert err[1] == "template: w11 _ _ w14 (n = 2 free sites, marked _)"
    assert err[2] == "free sites: positions 1..2 of the text, holding w12 w13"
    output.print_real_model("mlm", m, {**info, "free_positions": [1, 3]}, source="src")
    assert capsys.readouterr().err.splitlines()[2].startswith("free sites: positions 1,3 of the text")
    assert output.describe_real(SimpleNamespace(tokens=["a"])) == {"tokens": ["a"]}
    assert output._short("x" * 101) == "x" * 97 + "..." and output._short("x" * 100) == "x" * 100
