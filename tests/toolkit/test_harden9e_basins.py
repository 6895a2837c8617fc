"""harden9e: plant_margin leaves the table it is given alone, and planted_margin with n = 1
plants its one default state (issue 30, the model layer's audit)."""

import numpy as np

from toolkit.models.basins import plant_margin, planted_margin
from toolkit.models.toy import LogitTable


def test_plant_margin_does_not_change_its_input():
    # "A LogitTable equal to table except ...": a new table; the one given is unchanged
    t = np.zeros((2, 2, 2))  # n=2, q=2, every logit 0
    given = LogitTable(t.copy())
    out = plant_margin(given, [[0, 0]], 1.5)
    np.testing.assert_array_equal(given.table, 0.0)
    plant_margin(t, [[1, 1]], 1.5)
    np.testing.assert_array_equal(t, 0.0)
    # hand value: the context x_other = 0 row of each site, token 0 raised to 0 + 1.5
    np.testing.assert_array_equal(out.table[:, 0, 0], [1.5, 1.5])


def test_one_site_plants_state_zero():
    # docstring: "states defaults to the q constant states (for n >= 2)"; with n = 1 every
    # pair of one-site states is adjacent, so only (0) is planted: margin exactly gamma
    m = planted_margin(3, 1, 0.75, rng=0)
    row = m.table[0, 0]
    np.testing.assert_allclose(row[0] - max(row[1], row[2]), 0.75, rtol=0, atol=1e-12)
