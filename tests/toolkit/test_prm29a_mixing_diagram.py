"""prm29a: MixingDiagram.counts reads every timescale of a cell (issue 30, twelfth sweep:
a cell whose exact value is its second timescale)."""

import math

from toolkit.app.mixing_diagram import Cell, MixingDiagram
from toolkit.growth import Timescale


def _diagram(timescales):
    cell = Cell(4, 1.0, tuple(timescales), "exact (lumped)")
    return MixingDiagram("toy", (4,), (1.0,), ((cell,),), (), ())


def test_counts_exact_when_any_timescale_is_exact():
    lower = Timescale("t_rel", "lower", 5.0, 5.0, math.inf, "sector gap", 4, 1.0)
    exact = Timescale("t_mix", "exact", 12.0, 12.0, 12.0, "enumeration", 4, 1.0)
    est = Timescale("t_mix", "estimate", 12.0, 10.0, 14.0, "sampled", 4, 1.0)
    assert _diagram([lower, exact]).counts()["exact"] == 1
    assert _diagram([lower, exact]).counts()["bounds only"] == 0
    assert _diagram([lower, est]).counts()["estimate"] == 1
    assert _diagram([lower]).counts()["bounds only"] == 1
