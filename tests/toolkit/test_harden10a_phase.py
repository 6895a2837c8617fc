"""harden10a: toolkit.phase's compact labels at one thousand and the heat map's label colour on
a grey (zero) cell (issue 30)."""

import matplotlib
import numpy as np

from toolkit.phase import PhaseGrid, _compact, plot_heat_map

matplotlib.use("Agg")


def test_one_thousand_is_written_in_thousands():
    # the labels' rule (tests/toolkit/test_cov5h2_phase.py): thousands as k, one decimal below 10^4;
    # 1000 is one thousand like 1000.4, and 999.4 is below it
    assert _compact(1000.0) == _compact(1000.4) == "1.0k"
    assert _compact(999.4) == "999"


def test_zero_cell_of_a_log_scale_map_gets_a_black_label():
    # mixing on a log colour scale: the 0 cell is not positive, so LogNorm leaves it to the grey
    # "bad" colour (0.85, light; docstring: cells without a value are grey): its label is black.
    # The positive cells 0.5, 0.5, 2 have mean log (2 ln 0.5 + ln 2) / 3 < 0, the dark/light split
    import matplotlib.pyplot as plt

    g = PhaseGrid(label="toy", method="sampled", temperatures=np.array([0.5, 2.0]), n_values=np.array([2, 3]),
                  mixing=np.array([[0.0, 0.5], [0.5, 2.0]]), mixing_label="escape (sweeps)",
                  susceptibility=np.ones((2, 2)), susceptibility_stderr=np.zeros((2, 2)),
                  order_mean=np.zeros((2, 2)), order_label="m", mixing_resolved=np.ones((2, 2), dtype=bool),
                  seconds=0.0)
    fig, ax = plt.subplots()
    plot_heat_map(g, ax=ax)
    zero = [t for t in ax.texts if t.get_position() == (0.5, 2)]
    assert len(zero) == 1 and zero[0].get_text() == "0"
    assert zero[0].get_color() == "black"
    plt.close(fig)
