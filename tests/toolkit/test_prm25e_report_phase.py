"""prm25e (issue 30, eighth sweep): toolkit.app.report.phase's full calibration grids are larger
than the quick ones (documented: "quick: smaller, same verdicts") for every case."""

import pytest

from toolkit.app.report.phase import EXACT_CASES


@pytest.mark.parametrize("case", sorted(EXACT_CASES))
def test_quick_grid_is_smaller_in_both_sizes_and_temperatures(case):
    grids = EXACT_CASES[case][4]
    (n_full, t_full), (n_quick, t_quick) = grids[False], grids[True]
    assert set(n_quick) <= set(n_full) and len(n_quick) < len(n_full)
    assert len(t_quick) < len(t_full)
    assert (t_quick[0], t_quick[-1]) == (t_full[0], t_full[-1])   # the same range, fewer points
