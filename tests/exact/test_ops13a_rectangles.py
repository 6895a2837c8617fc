"""exact.rectangles.rectangle_summary: ``max_abs`` is the largest ``|log R|`` (ops13a, issue 30).

``rectangle_summary``: "Count, certified fraction, max and quantiles of ``|log R|``". The
streamed summary must agree with the full table (:func:`all_rectangles`, every rectangle at
once) on the largest ``|log R|``. For ``random_table(2, 3)`` each streamed chunk (one site pair,
one token pair) holds the rectangles of the 2 contexts; the largest of a chunk is not always
its last (seeds 3 and 5: the largest is the first of its chunk)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.rectangles import all_rectangles, rectangle_summary
from toolkit.models import random_table


@pytest.mark.parametrize("seed", [3, 5])  # the largest |log R| first in its chunk
def test_summary_max_is_the_table_max(seed):
    m = random_table(2, 3, rng=seed)
    absr = np.abs(np.asarray(all_rectangles(m, temperature=1.0).log_r))
    assert absr.size == 6                                     # 3 site pairs x 1 token pair x 2 contexts
    s = rectangle_summary(m, temperature=1.0)
    assert s.max_abs == pytest.approx(float(absr.max()), rel=1e-12)
