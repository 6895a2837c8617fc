"""prm19a second promise sweep (issue 30): option checks of :mod:`toolkit.app.commands._common`.

Contracts (docstrings and messages): ``--tokens`` "must list at least 2 tokens" (a chain on
one token has nothing to move to); :func:`_check_magnitudes` refuses "a coupling, field or
scale so large that a logit (a sum of about n such terms) overflows float64", naming the
flag. Curie-Weiss takes a ``field``: 1e306 * 10 * n is far above float64's ~1.8e308.
"""

import argparse

import pytest

from toolkit.app.commands import _common  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands._common import _tokens_list, guard_toy
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("model, raw", [("tiny-en", "the"), ("tiny-en", " lord "), ("antiberty", "A")])
def test_a_single_token_is_refused(model, raw):
    with pytest.raises(InvalidInputError, match="at least 2 tokens"):
        _tokens_list(argparse.Namespace(model=model, tokens=raw))


def test_an_overflowing_field_is_refused_naming_the_flag():
    with pytest.raises(InvalidInputError, match="`--field` 1e\\+306 is too large"):
        guard_toy("curie-weiss", {"n": 4, "field": 1e306})
    assert guard_toy("curie-weiss", {"n": 4, "field": 0.5})["field"] == 0.5  # a small field passes
