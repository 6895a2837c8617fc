"""prm30a: ``text_step`` checks the token count of every row the step returns: a short row
in the middle of the batch is refused by name (row index), not only a short first row."""

import numpy as np
import pytest

from toolkit.app.testing import text_step
from toolkit.exceptions import InvalidInputError


def test_short_middle_row_is_refused():
    def step(rows, rng):
        out = [" ".join(r) for r in rows]
        out[1] = "a"          # row 1: one token where the states have 3
        return out

    wrapped = text_step(step, ["a", "b"])
    X = np.zeros((3, 3), dtype=np.int64)
    with pytest.raises(InvalidInputError, match="returned 1 tokens in row 1; expected 3"):
        wrapped(X, np.random.default_rng(0))


def test_outside_counts_each_draw_not_each_start():
    """``outside``: per start, the draws that left ``0..q-1`` (SamplerReport). A step that writes
    token ``q`` at site 0 in every other row (X holds each start's ``n_samples`` rows in a run):
    half the draws of each start, not one per start."""
    from toolkit.app.testing import check_sampler
    from toolkit.models import potts

    model = potts(2, 2, 0.5)

    def step(X, rng):
        Y = X.copy()
        Y[::2, 0] = 2     # q = 2: outside the tokens
        return Y

    r = check_sampler(step, model, n_samples=100, rng=0)
    assert not r.passed and r.diagnosis
    assert r.outside.tolist() == [50] * len(r.starts)
