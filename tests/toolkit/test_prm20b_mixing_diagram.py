"""prm20b promise sweep: toolkit.app.mixing_diagram (counts() counts bounds, not cells; an
undetermined verdict's stop notes come from its own window of sizes)."""

from __future__ import annotations

import math

from toolkit.app.mixing_diagram import Cell, MixingDiagram, diagram_verdicts
from toolkit.growth import Timescale


def _lower(n, T, value, vacuous=False, quantity="t_rel"):
    return Timescale(quantity, "lower", value, value, math.inf, "test", n, T, vacuous=vacuous)


def test_counts_every_vacuous_bound():
    # one cell holding two vacuous bounds (t_rel and t_mix lower bounds of one step), one holding none
    c1 = Cell(4, 1.0, (_lower(4, 1.0, 1.0, True), _lower(4, 1.0, 1.0, True, "t_mix")), "sampled")
    c2 = Cell(8, 1.0, (_lower(8, 1.0, 5.0),), "sampled")
    d = MixingDiagram("toy", (4, 8), (1.0,), ((c1,), (c2,)), (), ())
    # counts(): "the vacuous bounds": 2 bounds, in one cell
    assert d.counts()["vacuous bounds"] == 2
    assert d.counts()["bounds only"] == 2


def test_stop_notes_only_from_the_verdicts_window():
    ns = (4, 8, 16, 32)
    T = 1.0
    cells = [(Cell(n, T, (_lower(n, T, float(n)),), "sampled",
                   notes=(f"cap reached at n = {n}",) if n in (4, 32) else ()),) for n in ns]
    verdicts, _ = diagram_verdicts(ns, (T,), cells)
    v = verdicts[0]
    assert v.verdict == "undetermined"
    # the verdict reads the top WINDOW = 3 sizes (8, 16, 32): n = 4 is outside it
    assert tuple(v.n_values) == (8, 16, 32)
    stops = [r for r in v.reasons if r.startswith("sampling stopped short")]
    assert stops == ["sampling stopped short at n = 32: cap reached at n = 32"]
