"""prm19b promise sweep: toolkit.app.mixing_diagram (the statement, a sampled cell's notes)."""

from __future__ import annotations

import types

import toolkit.app.mixing_diagram as md
from toolkit.app.mixing_diagram import Cell, MixingDiagram


def test_statement_names_the_undetermined_temperatures():
    v = [types.SimpleNamespace(verdict="undetermined", temperature=0.5),
         types.SimpleNamespace(verdict="polynomial", temperature=1.0)]
    d = MixingDiagram("toy", (4, 8, 16), (0.5, 1.0), (), tuple(v), ())
    s = d.statement()
    # "what the diagram establishes": every temperature's class, the undetermined ones too
    assert s == "toy, n = 4..16: polynomial at T = 1; undetermined at T = 0.5"


def test_sampled_cell_keeps_the_exact_methods_notes(monkeypatch):
    # a cell that falls back to sampling keeps why no exact method gave it a value
    monkeypatch.setattr(md, "exact_timescales", lambda model, T: ((), "", ("enumeration failed: X",)))
    monkeypatch.setattr(md, "sampled_cell", lambda model, T, rng=None, **o: Cell(4, T, (), "sampled",
                                                                               notes=("cap reached",)))
    c = md._cell(object(), 4, 1.0, "auto", None, 0)
    assert c.method == "sampled"
    assert c.notes == ("enumeration failed: X", "cap reached")
