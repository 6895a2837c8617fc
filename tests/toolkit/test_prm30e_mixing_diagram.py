"""prm30e: MixingDiagram.counts counts every cell whose starts disagree (issue 30, thirteenth
sweep: a count that reads only the last cell)."""

import math

from toolkit.app.mixing_diagram import Cell, MixingDiagram
from toolkit.growth import Timescale


def _cell(T, disagree):
    t = Timescale("t_rel", "estimate", 5.0, 4.0, 6.0, "sampled", 4, T)
    return Cell(4, T, (t,), "sampled", 2, disagree, 0.01 if disagree else math.nan)


def _diagram(flags):
    Ts = tuple(float(k + 1) for k in range(len(flags)))
    row = tuple(_cell(T, f) for T, f in zip(Ts, flags, strict=True))
    return MixingDiagram("toy", (4,), Ts, (row,), (), ())


def test_starts_disagree_counted_over_every_cell():
    assert _diagram([False, True, False]).counts()["starts disagree"] == 1
    assert _diagram([True, True, False]).counts()["starts disagree"] == 2
    assert _diagram([False, False, True]).counts()["starts disagree"] == 1
