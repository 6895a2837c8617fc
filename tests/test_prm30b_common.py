"""prm30b (thirteenth sweep, one inner item offending): a toy family refuses each real-MLM
option (--tokens, --text, --free, --device, --batch-size) given alone.

Docstring of the build path: the real-MLM options "apply to real MLMs" and a toy family
refuses them rather than ignore them. The existing cases give --text or --device (with
--batch-size): here each option is given alone, so an inner one (--free, the third of five)
is the only offender."""

from __future__ import annotations

import argparse

import pytest

from toolkit.app.commands import _common as c
from toolkit.exceptions import InvalidInputError

_NONE = {"tokens": None, "text": None, "free": None, "device": None, "batch_size": None}


@pytest.mark.parametrize("key, value, flag", [("tokens", "a,b", "--tokens"), ("text", "x y", "--text"),
                                              ("free", "0,1", "--free"), ("device", "cpu", "--device"),
                                              ("batch_size", 2, "--batch-size")])
def test_each_real_option_alone_is_refused_for_a_toy(key, value, flag):
    a = argparse.Namespace(model="potts", max_states=1e6, **{**_NONE, key: value})
    with pytest.raises(InvalidInputError, match=rf"^{flag} applies to real MLMs .*'potts', a toy family"):
        c.build_model(a)


def test_free_between_two_others_is_named_with_them():
    a = argparse.Namespace(model="potts", max_states=1e6, **{**_NONE, "text": "x y", "free": "all", "device": "cpu"})
    with pytest.raises(InvalidInputError, match=r"^--text, --free, --device apply to real MLMs"):
        c.build_model(a)
