"""Coverage-driven tests of toolkit/models/adapter.py (issue 30, branch cov5h2): the input
checks of MaskedLM no default-tier test reached, on the shipped tiny-en model (loads from
this repository, ~3 s): each refusal is an InvalidInputError naming the argument and value
(DEVELOPERS.md), each accepted form checked against what the docstring promises."""

from __future__ import annotations

import os

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError, ModelNotAvailableError  # noqa: E402
from toolkit.models import make_model  # noqa: E402
from toolkit.models.adapter import (  # noqa: E402
    MaskedLM,
    _parse_list,
    _parse_positions,
    _resolve_device,
    _resolve_dtype,
)

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def tiny():
    return make_model("tiny-en")  # V = the, and, of, lord, god, king, said, is; n = 4


def test_device_refusals():
    # docstring: device is 'cpu', 'cuda', 'cuda:N' or 'auto'
    with pytest.raises(InvalidInputError, match=r"`device` must be 'cpu', 'cuda', 'cuda:N' or 'auto'; got 3"):
        _resolve_device(3)
    with pytest.raises(InvalidInputError, match=r"`device` must be .* got 'tpu'"):
        _resolve_device("tpu")
    assert _resolve_device(torch.device("cpu")) == torch.device("cpu")


def test_dtype_forms():
    # docstring: None (float32), 'float32', 'float16', 'bfloat16' or a torch dtype (floating)
    assert _resolve_dtype(None) is torch.float32
    assert _resolve_dtype("torch.bfloat16") is torch.bfloat16
    assert _resolve_dtype(torch.float16) is torch.float16
    with pytest.raises(InvalidInputError, match=r"`dtype` must be a floating dtype; got torch.int64"):
        _resolve_dtype(torch.int64)
    with pytest.raises(InvalidInputError, match=r"`dtype` must be one of \[.*\] or a torch dtype; got 'int8'"):
        _resolve_dtype("int8")


def test_parse_list_and_positions():
    # a list of strings from a list or a str separated by commas or whitespace
    assert _parse_list("a, b,c", "w") == ["a", "b", "c"]
    assert _parse_list("ACD", "w", chars=True) == ["A", "C", "D"]
    with pytest.raises(InvalidInputError, match="`w` must be a list of strings; got 5"):
        _parse_list(5, "w")
    with pytest.raises(InvalidInputError, match=r"`w` must hold strings; got \['a', 1\]"):
        _parse_list(["a", 1], "w")
    # positions from a string: integers separated by commas and/or spaces, in that order
    assert _parse_positions("3, 1 2") == [3, 1, 2]
    assert _parse_positions(" all ") == "all"
    with pytest.raises(InvalidInputError, match="`free_positions` must be integers; got '1 x'"):
        _parse_positions("1 x")


def test_template_refusals(tiny):
    with pytest.raises(InvalidInputError, match=r"with_template\(\) takes .*; got \['device'\]"):
        tiny.with_template(device="cpu")
    with pytest.raises(InvalidInputError, match="give either `text` .* not both"):
        tiny.with_template(text="the lord said", free_positions=[0], prefix="and")
    with pytest.raises(InvalidInputError, match="`free_positions` is required with `text`"):
        tiny.with_template(text="the lord said")
    with pytest.raises(InvalidInputError, match="`n`=3 does not match the 2 `free_positions`"):
        tiny.with_template(text="the lord said", free_positions=[0, 1], n=3)
    with pytest.raises(InvalidInputError, match="`free_positions` must be distinct; got 1, 1"):
        tiny.with_template(text="the lord said", free_positions=[1, 1])
    with pytest.raises(InvalidInputError, match="`free_positions` needs `text`"):
        MaskedLM(tiny.model, tiny.tokenizer, tiny.tokens, 2, free_positions=[0], num_threads=None)
    with pytest.raises(InvalidInputError, match=r"`n` \(the number of free sites\) is required"):
        MaskedLM(tiny.model, tiny.tokenizer, tiny.tokens, num_threads=None)
    with pytest.raises(InvalidInputError, match="the template must have at least one free site"):
        tiny.with_template(text="the lord said", free_positions=[])
    # a text template: free_positions index the text's tokens, in the order given
    t = tiny.with_template(text="the lord said", free_positions="2 0")
    assert t.length == 2 and t.decode(t.initial_state()) == "said the"


def test_decode_encode_initial_state(tiny):
    # decode of a (B, n) array is a list of strings, one per row (V's order: the=0, and=1, ...)
    assert tiny.decode(np.array([[0, 3, 6, 1], [4, 4, 4, 4]])) == ["the lord said and", "god god god god"]
    # initial_state(words) is encode(words), of shape (n,)
    assert tiny.initial_state("the lord said and").tolist() == [0, 3, 6, 1]
    with pytest.raises(InvalidInputError, match="`words` must give 4 tokens; got 2"):
        tiny.initial_state("the lord")


def test_special_ids_and_empty_batch(tiny):
    with pytest.raises(InvalidInputError, match=r"`which` must be one of \['special', 'outside'\]; got 'all'"):
        tiny.special_ids("all")
    # "outside": every vocabulary id not in V, V's own ids excluded, sorted
    out = tiny.special_ids("outside")
    assert len(out) == tiny.model.config.vocab_size - tiny.vocab_size
    assert not set(out.tolist()) & set(tiny.token_ids.tolist())
    # no states: an empty (0, n, q) array, not an error from torch.cat
    empty = tiny.masked_logits(np.zeros((0, 4), dtype=int), np.zeros((0, 4), dtype=bool))
    assert empty.shape == (0, 4, 8)


def test_from_pretrained_missing_directory(tmp_path):
    missing = tmp_path / "nope"
    with pytest.raises(ModelNotAvailableError, match="does not exist"):
        MaskedLM.from_pretrained(str(missing), tokens=["a"], n=1)
    a_file = tmp_path / "weights.bin"  # a file is no model directory ("or is not a directory")
    a_file.write_text("x")
    with pytest.raises(ModelNotAvailableError, match=r"does not exist \(or is not a directory\)"):
        MaskedLM.from_pretrained(str(a_file), tokens=["a"], n=1)
    with pytest.raises(ModelNotAvailableError, match="has no config.json"):
        MaskedLM.from_pretrained(str(tmp_path), tokens=["a"], n=1)
    (tmp_path / "config.json").write_text("{}")  # a config.json that is no model
    with pytest.raises(ModelNotAvailableError, match="cannot load a masked LM and tokenizer from"):
        MaskedLM.from_pretrained(str(tmp_path), tokens=["a"], n=1)
