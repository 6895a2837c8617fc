"""Contract sweep s3 (issue 30): toolkit.phase promises left unpinned: the order parameters by
hand, the grids' defaults, sorting and dedup of sizes and temperatures, the guards at their
first refused value, scaling_data's masking of unresolved cells and its errors only when
sampled, the cell edges and the compact labels at their switch points, to_dict keys."""

import math

import numpy as np
import pytest

from toolkit import phase as ph
from toolkit.exceptions import InvalidInputError


def test_constants():
    assert ph.EXACT_TEMPERATURES == (0.4, 0.55, 0.7, 0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.2, 2.8)
    assert ph.SAMPLED_TEMPERATURES == (0.2, 0.3, 0.42, 0.58, 0.8, 1.1, 1.5, 2.0)
    assert ph.SENTENCE_SLOTS == (2, 9, 4, 11, 5, 7)
    assert ph.SENTENCE == "and the king of israel said to all the people of judah"


def test_order_parameters_by_hand():
    x = np.array([[0, 1, 0, 2], [2, 2, 2, 1], [0, 1, 2, 3]])
    assert ph.order_parameter(x).tolist() == [0.5, 0.0, 0.25]
    assert ph.majority_fraction(x, 4).tolist() == [0.5, 0.75, 0.25]
    # q = 2: (1 + |2 m - 1|) / 2 with m = frac(0)
    y = np.array([[0, 0, 0, 1], [1, 1, 0, 0], [1, 1, 1, 1]])
    m = ph.order_parameter(y)
    assert ph.majority_fraction(y, 2).tolist() == ((1 + np.abs(2 * m - 1)) / 2).tolist()


def test_sizes_and_temperatures_sorted_and_deduplicated():
    assert ph._sizes([5, 2, 5, 3]) == [2, 3, 5]
    assert ph._temps([1.5, 0.5, 1.5]) == [0.5, 1.5]
    assert ph._temps([2.0, 0.3, 1.1, 0.7, 5.5, 0.42]) == [0.3, 0.42, 0.7, 1.1, 2.0, 5.5]
    with pytest.raises(InvalidInputError, match="`n_values` is empty"):
        ph._sizes([])
    with pytest.raises(InvalidInputError, match="empty"):
        ph._temps([])
    with pytest.raises(InvalidInputError, match="`n_values`"):
        ph._sizes([0, 2])


@pytest.mark.parametrize("kw, needle", [
    ({"n_values": [7]}, "only 6 `slots`"),
    ({"burn_in_sweeps": 10, "n_sweeps": 10}, "`burn_in_sweeps` must be < n_sweeps=10; got 10"),
    ({"n_chains": 8, "n_groups": 5}, "`n_groups` must be <= n_chains/2 = 4; got 5"),
    ({"n_chains": 3}, "`n_chains`"), ({"n_sweeps": 1}, "`n_sweeps`"), ({"n_groups": 1}, "`n_groups`"),
])
def test_sampled_grid_guards(kw, needle):
    with pytest.raises(InvalidInputError, match=needle):
        ph.sampled_phase_grid(object(), **kw)


def _grid(method):
    a = np.array([[1.0, 2.0, 5.0], [3.0, 4.0, 6.0]])
    return ph.PhaseGrid("g", method, np.array([0.5, 1.0, 1.5]), np.array([2, 4]), a, "t_mix", a + 10, a / 10,
                        a / 100, "m", np.array([[True, False, True], [True, True, True]]), binder=a / 5,
                        binder_err=a / 50)


def test_scaling_data_masks_unresolved_and_keeps_errors_only_when_sampled():
    s = _grid("sampled").scaling_data()
    assert np.isnan(s.relaxation[0, 1]) and s.relaxation[1, 1] == 4.0 and s.relaxation[0, 0] == 1.0
    assert s.susceptibility_err is not None and s.binder_err is not None
    e = _grid("exact").scaling_data()
    assert e.susceptibility_err is None and e.binder_err is None
    g = _grid("exact")
    with pytest.raises(InvalidInputError, match="`quantity`"):
        g.table("binder")
    assert g.table("order_mean").splitlines()[2].split() == ["2", "0.01", "0.02", "0.05"]
    d = g.to_dict()
    assert d["mixing_resolved"] == [[True, False, True], [True, True, True]]
    assert d["susceptibility"] == [[11.0, 12.0, 15.0], [13.0, 14.0, 16.0]]
    assert d["n_values"] == [2, 4] and d["temperatures"] == [0.5, 1.0, 1.5] and d["extra"] == {}


def test_edges_and_compact_labels():
    assert ph._edges(np.array([1.0, 2.0, 4.0]), False).tolist() == [0.5, 1.5, 3.0, 5.0]
    assert ph._edges(np.array([1.0, 4.0, 16.0]), True) == pytest.approx([0.5, 2.0, 8.0, 32.0])
    assert ph._edges(np.array([3.0]), False).tolist() == [2.5, 3.5]
    assert ph._compact(math.inf) == "-" and ph._compact(25000) == "25k" and ph._compact(10000) == "10k" and ph._compact(1234) == "1.2k"
    assert ph._compact(10) == "10" and ph._compact(9.5) == "9.5" and ph._compact(999.4) == "999"
