"""prm18a: ``PairwiseLogits.error_source`` names the rule of the model's declared logit error
(:func:`toolkit.models.base.logit_error_source`): a ``Pairwise`` model declares one
(``declared by Pairwise (...)``), so the "assumed" rule must not be named."""

from __future__ import annotations

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models.toy import Pairwise


def test_declared_error_is_named():
    L = PairwiseLogits(Pairwise(np.zeros((2, 2)), np.zeros((2, 2, 2, 2))))
    assert L.error_source.startswith("declared by Pairwise")
    assert not L.error_source.startswith("assumed")
