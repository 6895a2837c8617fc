"""Audit 14a: where the lumped solver gives the count chain's gap only (``sector_kind`` not
``"full"``), exact_timescales' lower bound on t_rel must not exceed ``1 / (gap + error)``: the full
chain's gap is at most the count chain's, which is at most ``gap + error``. The blind audit's
survivor ``audit14a.mixing_diagram.count_chain_lower_inflated`` (``1 + rel``) reported more."""

from __future__ import annotations

import types

from toolkit.app.mixing_diagram import exact_timescales
from toolkit.models import CurieWeiss


def test_count_chain_lower_bound_is_below_one_over_gap_plus_error(monkeypatch):
    # a stub solver: count-chain gap 0.01 with error 0.001, so t_rel >= 1 / 0.011 = 90.9...
    g = types.SimpleNamespace(spectral_gap=0.01, gap_error=0.001, sector_kind="symmetric", relaxation_time=100.0,
                              method="stub")
    monkeypatch.setattr("exact.lumped.lumped_spectral_gap", lambda model, **kw: g)
    ts, how, notes = exact_timescales(CurieWeiss(8, 0.5), 1.0)
    assert how == "exact (lumped)"
    (rel,) = [t for t in ts if t.quantity == "t_rel" and t.kind == "lower"]
    assert 0.0 < rel.value <= 1.0 / 0.011 and rel.low <= 1.0 / 0.011
