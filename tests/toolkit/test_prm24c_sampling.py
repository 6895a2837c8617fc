"""prm24c seventh sweep (issue 30): ``toolkit.sampling.progress_bar``'s ``unit``, never passed off its
default (benchmarks/results/default-only-args-2026-12-06.md): the bar counts in the unit given, and
its progress lines say so (plural for several)."""

from __future__ import annotations

from toolkit.sampling import progress_bar


def test_unit_is_the_bars_unit(capsys):
    p = progress_bar(3, "demo", True, unit="sweep")
    assert p is not None and p.unit == "sweep"
    p.update(3)
    p.close()
    err = capsys.readouterr().err
    assert "sweeps" in err and "steps" not in err
