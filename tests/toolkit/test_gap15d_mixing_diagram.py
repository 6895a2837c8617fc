"""toolkit.app.mixing_diagram.exact_timescales: "Failures of a solver are notes, not errors"
(its docstring): the count-chain influences failing on an exchangeable model leave a note naming
the exception, and the lumped gap still comes back (gap15d, targeted-coverage-2026-12-05)."""

from __future__ import annotations

from toolkit.app import mixing_diagram as md
from toolkit.models.exchangeable import CurieWeiss


def test_failed_influences_are_a_note_not_an_error(monkeypatch):
    def boom(model, *, temperature):
        raise RuntimeError("no influences today")

    monkeypatch.setattr(md, "count_influence", boom)
    ts, method, notes = md.exact_timescales(CurieWeiss(6, 1.0), 1.0, t_mix=False)
    assert method == "exact (lumped)"
    assert notes == ("influences not computed: RuntimeError: no influences today",)
    assert any(t.quantity == "t_rel" and t.method.startswith("lumped") for t in ts)
    assert not any(t.method.startswith("contraction bound") for t in ts)
