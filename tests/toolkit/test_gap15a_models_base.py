"""gap15a: toolkit.models.base.checked_masked_logits on a model without masked_logits, which
its targeted tests never ran (targeted-coverage-2026-12-05). Docstring: it "raises
InvalidInputError naming it and the families that have one"."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.base import checked_masked_logits


class NoPartialContext:
    vocab_size = 2
    length = 3
    masked_logits = None  # present but not callable: still "has no masked_logits"

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))


def test_a_model_without_masked_logits_is_named_with_the_families_that_have_one():
    x = np.zeros((1, 3), dtype=np.int64)
    mask = np.array([[True, False, False]])
    with pytest.raises(InvalidInputError, match=r"model NoPartialContext has no masked_logits\(x, mask\)") as e:
        checked_masked_logits(NoPartialContext(), x, mask)
    for family in ("IndependentSites", "JointModel", "Pairwise", "LogitTable", "MaskedToy", "MaskedLM"):
        assert family in str(e.value)
