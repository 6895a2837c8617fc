"""Tenth blind audit, part a: the streamed rectangle summary's quantile subsample.

``exact.rectangles.rectangle_summary`` documents that beyond ``max_rectangles`` "the quantiles
come from an evenly strided subsample of at most that many values": every ``stride``-th
rectangle of the whole stream (``stride = ceil(total / max_rectangles)``), whatever the chunk
boundaries. The stream is the table's order (:func:`exact.rectangles.all_rectangles` builds the
same chunks at once), so the expected subsample is ``|log R|[::stride]`` of the table; its
quantiles are numpy's linear-interpolation quantiles (``toolkit.results.abs_log_r_quantiles``).
"""

import math

import numpy as np
import pytest

from exact.rectangles import all_rectangles, rectangle_summary
from toolkit.models import Pairwise


def _random_pairwise(q, n, seed):
    rng = np.random.default_rng(seed)
    J = rng.normal(size=(n, n, q, q))  # asymmetric: J[i, j] != J[j, i]^T, every log R distinct
    for i in range(n):
        J[i, i] = 0.0
    return Pairwise(rng.normal(size=(n, q)), J)


@pytest.mark.parametrize("q, n, cap", [(2, 5, 30), (3, 4, 50)])
def test_streamed_quantiles_are_an_even_stride_across_chunks(q, n, cap):
    model = _random_pairwise(q, n, seed=7)
    table = all_rectangles(model)
    total = len(table)
    stride = math.ceil(total / cap)
    # chunks (one per site pair and token pair) whose sizes are not multiples of the stride,
    # so a wrong phase at a chunk boundary picks other rectangles
    chunk = q ** (n - 2) * (q * (q - 1) // 2)
    assert stride > 1 and chunk % stride
    expected = np.abs(table.log_r)[::stride]
    s = rectangle_summary(model, max_rectangles=cap)
    assert s.count == total and s.quantile_sample == expected.size <= cap
    for key, p in (("q50", 0.5), ("q90", 0.9), ("q99", 0.99)):
        assert s.quantiles[key] == pytest.approx(float(np.quantile(expected, p)), rel=1e-12, abs=0)
    assert s.quantiles["max"] == pytest.approx(float(np.abs(table.log_r).max()), rel=1e-12)
