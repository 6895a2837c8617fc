"""toolkit.app.mixing_diagram at its edges (harden8h1, issue 30): a bracket with no lower bound (lower
end 0) is printed with a dash, like an unbounded upper end; with a store, two temperatures that
agree to a few digits are two cells (each saved under its own name, "cell-n{n}-T{T:.6g}"), so a
stored diagram equals the diagram computed without a store."""

from __future__ import annotations

import math
import os

from toolkit.app.mixing_diagram import Cell, mixing_diagram, window_family
from toolkit.growth import Timescale


def test_short_prints_a_dash_for_no_lower_bound():
    up = Cell(8, 1.0, (Timescale("t_mix", "upper", 90, 0, 90, "c", 8, 1.0),), "sampled")
    assert up.short() == "mix -..90"
    low = Cell(8, 1.0, (Timescale("t_mix", "lower", 9, 9, math.inf, "d", 8, 1.0),), "sampled")
    assert low.short() == "mix 9..-"


def test_store_keeps_close_temperatures_apart(tmp_path):
    fam = window_family("masked-independent", {"q": 3, "length": 6, "seed": 3})
    Ts = [1.0, 1.0004]
    plain = mixing_diagram(fam, [2], Ts, method="exact", rng=1)
    stored = mixing_diagram(fam, [2], Ts, method="exact", store=tmp_path / "s", rng=1)
    assert sorted(p for p in os.listdir(tmp_path / "s") if p.startswith("cell-")) == ["cell-n2-T1.0004.json", "cell-n2-T1.json"]
    again = mixing_diagram(fam, [2], Ts, method="exact", store=tmp_path / "s", rng=1)   # read back
    for d in (stored, again):
        assert [[c.timescales for c in row] for row in d.cells] == [[c.timescales for c in row] for row in plain.cells]
    t = [plain.cell(2, T).timescales[0].value for T in Ts]
    assert t[0] != t[1]   # the two temperatures are two different cells
