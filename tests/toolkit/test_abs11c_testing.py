"""abs11c: a failed sampler check shows the cells of largest |Pearson residual|, deficits too.

``check_sampler``'s ``worst`` lists each worst start with "its largest cells (observed against expected)":
the cells ordered by ``|observed - expected| / sqrt(expected)``. Hand case: q = 2, n = 3, start ``1 1 1``,
and a broken step that jumps every state to ``0 0 0``. One random-scan step from ``1 1 1`` reaches only
``1 1 1`` and its three one-flip neighbours, so ``0 0 0`` is observed N times against expected 0 (residual
+inf), the four reachable states are observed 0 times against expected ``N P(x, y) > 0`` (residual
``-sqrt(E) < 0``), and the other three states are 0 against 0 (residual 0).
"""

import numpy as np

from toolkit.app.testing import check_sampler
from toolkit.models.toy import potts


def test_worst_cells_are_the_largest_deviations_of_either_sign():
    rep = check_sampler(lambda X, rng: np.zeros_like(X), potts(2, 3, 1.0), 1.0, starts=[7], n_samples=200, rng=0)
    assert not rep.passed
    (w,) = rep.worst
    assert w["start"] == "1 1 1"
    cells = w["cells"]
    assert len(cells) == 4
    assert cells[0] == {"state": "0 0 0", "observed": 200, "expected": 0.0}
    reachable = {"1 1 1", "0 1 1", "1 0 1", "1 1 0"}
    for c in cells[1:]:
        assert c["state"] in reachable and c["observed"] == 0 and c["expected"] > 0, c
