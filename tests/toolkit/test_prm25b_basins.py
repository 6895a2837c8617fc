"""prm25b (eighth sweep, issue 30): ``plant_margin`` plants the margin at every site of a state
that is not constant (each site's own context, the state with that site removed), checked with
the model's own conditionals (``local_margin``) on states whose contexts differ per site."""

from __future__ import annotations

import numpy as np

from toolkit.metastable import local_margin
from toolkit.models import LogitTable
from toolkit.models.basins import plant_margin


def test_margin_planted_at_every_site_of_mixed_states():
    rng = np.random.default_rng(0)
    q, n = 3, 3
    table = rng.normal(size=(n, q ** (n - 1), q))
    states = np.array([[0, 1, 2], [2, 0, 1]])            # differ in all 3 sites
    m = plant_margin(LogitTable(table.copy()), states, [0.7, 1.3])
    np.testing.assert_allclose(local_margin(m, states), [0.7, 1.3], rtol=1e-12)
