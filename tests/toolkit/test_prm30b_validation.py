"""prm30b (thirteenth sweep, one inner item offending): check_model checks each of the three
protocol items.

Docstring of ``check_model``: the model must have an integer ``vocab_size``, an integer
``length`` and a callable ``logits(x, sites)``. Each case breaks exactly one item, the inner
one (``length``) included, with the other two in order."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit._validation import check_model
from toolkit.exceptions import InvalidTypeError


class _Model:
    def __init__(self, vocab_size=2, length=3, logits=True):
        self.vocab_size, self.length = vocab_size, length
        if logits:
            self.logits = lambda x, sites: np.zeros((len(x), self.vocab_size))

    def __repr__(self):
        return f"_Model({self.vocab_size!r}, {self.length!r})"


def test_a_complete_model_passes():
    m = _Model()
    assert check_model(m) is m
    assert check_model(_Model(vocab_size=np.int64(4), length=np.int32(2))) is not None


@pytest.mark.parametrize("kw", [{"vocab_size": "2"}, {"vocab_size": 2.0}, {"length": "3"}, {"length": 3.0},
                                {"length": None}, {"logits": False}])
def test_one_broken_item_is_refused(kw):
    with pytest.raises(InvalidTypeError, match=r"`model` must be a ConditionalModel \(vocab_size, length"):
        check_model(_Model(**kw))
