"""toolkit.app.testing at its edges (harden8h1, issue 30): with_specials takes logits that are
"finite or -inf" (a special token at -inf is never proposed) and refuses +inf and NaN; text_step
needs "at least 2 distinct strings" (one token leaves nothing to move to)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.testing import text_step, with_specials
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.mark.parametrize("logits", [[0.0, -math.inf], [-math.inf], [[0.0], [-math.inf], [1.0]]])
def test_specials_at_minus_inf_accepted(logits):
    m = with_specials(potts(2, 3, 1.0), logits)
    assert m.vocab_size == 2 and m.length == 3


@pytest.mark.parametrize("logits", [[0.0, math.inf], [math.nan]])
def test_specials_at_plus_inf_or_nan_refused(logits):
    with pytest.raises(InvalidInputError, match="`logits` must be finite or -inf"):
        with_specials(potts(2, 3, 1.0), logits)


@pytest.mark.parametrize("tokens", [["a"], ["a", "a"], []])
def test_text_step_needs_two_distinct_tokens(tokens):
    with pytest.raises(InvalidInputError, match="`tokens` must be at least 2 distinct strings"):
        text_step(lambda X, rng: X, tokens)


def test_text_step_with_two_tokens():
    # the other side: two tokens, a step that swaps them (rows are lists of token strings)
    step = text_step(lambda rows, rng: [["b" if w == "a" else "a" for w in r] for r in rows], ["a", "b"])
    assert step(np.array([[0, 1]]), None).tolist() == [[1, 0]]
