"""prm29c: --tokens must be distinct, whichever token repeats (issue 30, class B: one inner
item offending). 'a,a,b' repeats its FIRST token; 'a,b,b' its last."""

import argparse

import pytest

from toolkit.app.commands._common import _tokens_list
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("raw", ["the,the,king", "the,king,king", "the king the"])
def test_a_repeated_token_anywhere_is_refused(raw):
    with pytest.raises(InvalidInputError, match="must be distinct"):
        _tokens_list(argparse.Namespace(tokens=raw, model="tiny-en"))


def test_distinct_tokens_kept_in_order():
    assert _tokens_list(argparse.Namespace(tokens="the,king,lord", model="tiny-en")) == ["the", "king", "lord"]
