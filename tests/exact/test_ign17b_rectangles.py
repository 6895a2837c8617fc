"""ign17b: ``exact.rectangles.rectangle_summary(model, n_witnesses=k)`` keeps the ``k`` worst
certified rectangles on its streamed path too (issue 30, ignored-keyword sweep).

The hand model of ``tests/exact/test_ops13b_rectangles.py``: three sites of two tokens, no fields,
``J[i, j] = [[1/2, 0], [0, 0]]`` for ``i < j`` and ``J[j, i] = 0``: six token rectangles (two
contexts of the third site per site pair), all ``|log R| = 1/2``, all certified. Given a model
(not a table) the summary is streamed chunk by chunk; it must still hold ``n_witnesses`` of them:
2, 6 (every one, above the default 5) and 0."""

import numpy as np
import pytest

from exact.rectangles import rectangle_summary
from toolkit.models.toy import Pairwise


def _model():
    J = np.zeros((3, 3, 2, 2))
    for i, j in [(0, 1), (0, 2), (1, 2)]:
        J[i, j] = [[0.5, 0.0], [0.0, 0.0]]
    return Pairwise(np.zeros((3, 2)), J)


@pytest.mark.parametrize("k", [2, 6, 0])
def test_streamed_summary_keeps_n_witnesses(k):
    s = rectangle_summary(_model(), n_witnesses=k)
    assert s.count == 6 and s.n_certified == 6
    assert len(s.witnesses) == k
    assert all(abs(abs(w.log_r) - 0.5) < 1e-12 for w in s.witnesses)
