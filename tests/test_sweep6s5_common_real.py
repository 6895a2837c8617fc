"""Contract sweep (issue 30, branch sweep6s5), part 2 of toolkit.app.commands._common: what
a real MLM's options tell before it loads (real_sizes: q from --tokens, --q or REAL_Q;
n from --n, explicit --free, or --free all on a residue model's text), --tokens' forms and
checks, the toy options refused with a real MLM and the real options with a toy, the
flag names in the library's messages, and --store's checks."""

from __future__ import annotations

import argparse

import pytest

from toolkit.app.commands import _common as c
from toolkit.exceptions import InvalidInputError


def ns(**kw):
    base = dict(model="tiny-en", tokens=None, q=None, n=None, text=None, free=None)
    base.update(kw)
    return argparse.Namespace(**base)


def test_real_sizes():
    assert c.real_sizes(ns()) == (8, None)                                   # REAL_Q default set
    assert c.real_sizes(ns(tokens="all")) == (200, None)                     # every non-special token
    assert c.real_sizes(ns(model="antiberty", tokens="ACDE")) == (4, None)   # residues: a string is its letters
    assert c.real_sizes(ns(tokens="the, and ,of")) == (3, None)
    assert c.real_sizes(ns(q=5, free="2,7,9")) == (5, 3)
    assert c.real_sizes(ns(model="sapiens-vl", text="DIQ MTQ", free="all")) == (20, 6)   # whitespace ignored
    assert c.real_sizes(ns(text="the lord said", free="all")) == (8, None)   # tiny-en: the tokenizer decides
    assert c.real_sizes(ns(free="3:5")) == (8, None)                         # a range needs the text's length
    assert c.real_sizes(ns(model="hf:x")) == (None, None)
    assert c.REAL_Q["sceptr"] == (20, 20) and c.RESIDUE_MODELS == ("antiberty", "sapiens-vh", "sapiens-vl", "sceptr")


def test_tokens_forms_and_checks():
    assert c._tokens_list(ns(tokens="the and")) == ["the", "and"]            # tiny-en: whitespace, not letters
    with pytest.raises(InvalidInputError, match=r"at least 2 tokens .*got 'lord'"):
        c._tokens_list(ns(tokens="lord"))                                   # one word, not its letters
    with pytest.raises(InvalidInputError, match=r"at least 2 tokens"):
        c._tokens_list(ns(model="hf:x", tokens="lord"))
    with pytest.raises(InvalidInputError, match=r"`--tokens` has an empty token"):
        c._tokens_list(ns(tokens="the,,and"))
    with pytest.raises(InvalidInputError, match=r"`--tokens` must list at least 2 tokens"):
        c._tokens_list(ns(model="antiberty", tokens="A"))
    with pytest.raises(InvalidInputError, match=r"`--tokens` must be distinct"):
        c._tokens_list(ns(model="antiberty", tokens="ACA"))
    assert c._tokens_list(ns(tokens=" all ")) == "all"
    with pytest.raises(InvalidInputError, match=r"`--q` 3 does not match the 2 tokens of `--tokens` 'the,and'"):
        c.tokens_checked(ns(tokens="the,and", q=3))
    assert c.tokens_checked(ns(tokens="the,and", q=2)) == ["the", "and"]


def test_option_refusals_name_the_flags():
    with pytest.raises(InvalidInputError, match=r"--coupling, --model-seed apply to toy families only; got `--model` "
                                                r"'tiny-en', a real MLM"):
        c.reject_toy_options(argparse.Namespace(model="tiny-en", coupling=1.0, model_seed=3))
    with pytest.raises(InvalidInputError, match=r"--beta applies to toy families only"):
        c.reject_toy_options(argparse.Namespace(model="tiny-en", beta=1.0))
    a = argparse.Namespace(model="potts", tokens=None, text="x y", free=None, device=None, batch_size=2,
                           max_states=1e6)
    with pytest.raises(InvalidInputError, match=r"--text, --batch-size apply to real MLMs .*'potts', a toy family"):
        c.build_model(a)
    msg = str(c.as_flags(InvalidInputError("`free_positions` bad; `batch_size` too; `tokens` and `text`, `n`")))
    assert msg == "`--free` bad; `--batch-size` too; `--tokens` and `--text`, `--n`"


def test_batch_size_and_store(tmp_path):
    c.check_real_options(argparse.Namespace(device=None, batch_size=1))
    with pytest.raises(InvalidInputError, match=r"`--batch-size` must be >= 1 .*got 0"):
        c.check_real_options(argparse.Namespace(device=None, batch_size=0))
    assert c.check_store(str(tmp_path / "r.sqlite")) == str(tmp_path / "r.sqlite")
    with pytest.raises(InvalidInputError, match=r"is a directory"):
        c.check_store(str(tmp_path))
    with pytest.raises(InvalidInputError, match=r"the directory .* does not exist"):
        c.check_store(str(tmp_path / "no" / "r.sqlite"))
    with pytest.raises(InvalidInputError, match=r"`--store` must be a file path"):
        c.check_store(" ")
