"""toolkit.app.study.dynamic_cell_cost on the far side of the kernel-size limit (prm22d, issue 30).

Documented: by enumeration "where the diagram enumerates" (toolkit.app.mixing_diagram: at most
MAX_ENUMERATE states *and* at most MAX_KERNEL_ENTRIES kernel entries q^n (n (q - 1) + 1)),
else the dynamic_point cost. q = 40, n = 3: 64000 states (within 65536) but 64000 x 118 =
7.55e6 kernel entries (above 2e6): the sampled cost, by hand from the docstring's terms:
basins 5 x 3 x (0.01 + 0.001 x 4) = 0.21, records 10 x 3 x (0.01 + 0.001 x 102) = 3.36,
coupling 30 x 3 x (0.01 + 0.001 x 2 x 2 x 12) = 5.22; total 8.79 (enumeration would be
4800 rows: 4.8 + 75 x 0.01 = 5.55)."""

from __future__ import annotations

import pytest

from toolkit.app.study import dynamic_cell_cost

OPTS = {"n_random": 3, "max_basins": 3, "low_chains": 24, "chains_per_start": 6, "n_sweeps": 10,
     "coupling_sweeps": 30, "max_pairs": 2, "n_replicates": 12}


def test_cell_cost_above_the_kernel_limit_is_sampled():
    assert dynamic_cell_cost(40, 3, OPTS, 0.01, 0.001) == pytest.approx(8.79, rel=1e-12)
    # within both limits (q = 20, n = 2: 400 states, 8 kernel entries per state): enumerated
    assert dynamic_cell_cost(20, 2, OPTS, 0.01, 0.001) == pytest.approx(40 * 0.001 + 1 * 0.01, rel=1e-12)
