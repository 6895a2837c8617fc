"""prm27a (issue 30, tenth sweep): site_logits' progress counts rows; with a batch size that does
not divide a site's contexts the last batch is partial, and the running count must end at the
total (n q^(n-1) rows), not overshoot it by counting whole batches."""

from __future__ import annotations

import numpy as np

import exact.logits as logits_mod
from exact.logits import site_logits
from toolkit.models import potts


class _Bar:
    def __init__(self, total):
        self.total, self.done, self.closed = total, 0, False

    def update(self, k):
        self.done += k

    def close(self):
        self.closed = True


def test_progress_counts_the_rows_of_a_partial_batch(monkeypatch):
    bars = []

    def fake(total, desc, show):
        bars.append(_Bar(total))
        return bars[-1]

    monkeypatch.setattr(logits_mod, "_progress", fake)
    # q = 2, n = 3: 4 contexts per site; batch_size 3 gives batches of 3 and 1 rows per site
    L = site_logits(potts(2, 3, 1.0), batch_size=3, progress=True)
    assert L.values.shape == (3, 8)
    (b,) = bars
    assert b.total == 3 * 2 ** 2
    assert b.done == 3 * 2 ** 2
    assert b.closed
    assert np.isfinite(L.values).all()
