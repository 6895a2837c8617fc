"""cmp13c sweep (issue 30): toolkit.app.mixing_summary.plot_diagram leaves out a bracket whose
low end is 0. The figure is log-log with "a marker at their geometric middle" sqrt(lo hi): with
lo = 0 (an upper end alone, no lower bound) the middle is 0, which a log axis cannot show, and
the bar would run down to 0; such a cell draws nothing (only a positive lower end is drawn,
closed with a bar when the upper end is finite, open otherwise)."""

import math
from types import SimpleNamespace

import pytest

from toolkit.app import mixing_summary as ms


def _cell(lo, hi):
    return SimpleNamespace(bracket=lambda quantity: (lo, hi, None, None))


def test_an_upper_end_alone_draws_nothing():
    pyplot = pytest.importorskip("matplotlib.pyplot")
    d = SimpleNamespace(temperatures=(1.0,), verdicts=(SimpleNamespace(verdict="polynomial"),),
                        n_values=(2, 4, 8), cells=((_cell(0.0, 5.0),), (_cell(2.0, 8.0),), (_cell(3.0, math.inf),)))
    fig, ax = pyplot.subplots()
    ms.plot_diagram(d, ax=ax)
    closed = [ln for ln in ax.lines if ln.get_marker() == "o"]
    opens = [ln for ln in ax.lines if ln.get_marker() == "^"]
    # n = 4: [2, 8], middle sqrt(16) = 4; n = 8: a lower end 3 alone (open); n = 2: nothing
    assert len(closed) == 1 and list(closed[0].get_xdata()) == [4]
    assert list(closed[0].get_ydata()) == pytest.approx([4.0])
    assert len(opens) == 1 and list(opens[0].get_xdata()) == [8]
    assert all(2 not in list(ln.get_xdata()) for ln in ax.lines)
    pyplot.close(fig)
