"""toolkit.app.output: the envelope with a payload's own keys, a model seed given two ways, and
no non-finite number (harden8h2, issue 30).

Contract (``envelope``'s docstring): the payload's keys are kept as they are, ``model``/``q``/``n``
added only where missing; ``seeds.model_seed`` is the seed the model was built with (its
params' ``seed`` when it has one, else ``--model-seed``); ``nonfinite`` is written only when
there are non-finite numbers.
"""

from __future__ import annotations

import argparse
import math

from toolkit.app.output import envelope


def _args(params, **kw):
    return argparse.Namespace(command="exact", _model_info={"name": "potts", "params": params}, **kw)


def test_payload_keys_kept():
    doc = envelope(_args({"q": 2, "n": 3}), {"n": 7, "q": 5, "model": "mine"})
    assert (doc["n"], doc["q"], doc["model"]) == (7, 5, "mine")
    doc = envelope(_args({"q": 2, "n": 3}), {"value": 1.0})
    assert (doc["n"], doc["q"], doc["model"]) == (3, 2, "potts")


def test_model_seed_from_the_params_first():
    doc = envelope(_args({"q": 2, "n": 3, "seed": 5}, model_seed=0, seed=11), {})
    assert doc["seeds"] == {"model_seed": 5, "seed": 11}
    doc = envelope(_args({"q": 2, "n": 3}, model_seed=4, seed=11), {})
    assert doc["seeds"] == {"model_seed": 4, "seed": 11}


def test_nonfinite_only_when_there_are_some():
    assert "nonfinite" not in envelope(_args({"q": 2, "n": 3}), {"a": 1.0, "b": [0.0, -2.5]})
    doc = envelope(_args({"q": 2, "n": 3}), {"a": math.nan, "b": [0.0, -math.inf]})
    assert doc["nonfinite"] == {"nan": ["/a"], "inf": [], "-inf": ["/b/1"]}
    assert list(doc)[-1] == "timings"
