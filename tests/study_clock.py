"""A harness for the tests of ``toolkit.app.study._phase_dynamic``'s budget rule: the dynamic
diagram of a plan of five sizes (4..8, one temperature, 10 s planned per size, 50 s in all)
run on a fake clock where every size takes a given number of seconds, stopped where the
section would judge the verdicts."""

from __future__ import annotations

import pytest

import toolkit.app.study as study

SIZES = (4, 5, 6, 7, 8)


class _Stop(Exception):
    pass


def sizes_run(monkeypatch, seconds_per_size: float, left: float = 55.0):
    """``(done, ran)``: the sizes ``_phase_dynamic`` handed on to the verdicts, and the sizes
    the diagram ran, with ``left`` seconds of the section's share left at the start."""
    clock = {"t": 0.0}
    opts = {"coupling_sweeps": 1, "max_pairs": 1, "n_replicates": 1, "n_sweeps": 1}
    monkeypatch.setattr(study, "plan_dynamic", lambda *a, **k: study.DynamicPlan(SIZES, (1.0,), opts, 50.0))
    monkeypatch.setattr(study, "dynamic_cell_cost", lambda *a, **k: 10.0)   # 10 s planned per size (one T)
    monkeypatch.setattr(study, "time", type("T", (), {"perf_counter": staticmethod(lambda: clock["t"])}))
    ran = []

    def fake_diagram(fn, ns, temps, **kw):
        ran.extend(ns)
        clock["t"] += seconds_per_size
        return type("D", (), {"cells": [None]})()

    def stop(done, temps, cells):
        raise _Stop(list(done))

    monkeypatch.setattr(study, "mixing_diagram", fake_diagram)
    monkeypatch.setattr(study, "diagram_verdicts", stop)
    s = study.Section("phase", "t")
    model = type("M", (), {"vocab_size": 2})()
    with pytest.raises(_Stop) as got:
        study._phase_dynamic(s, model, list(SIZES), [1.0], study.Budget(100.0, 0.01, 0.001), left, None, None)
    return got.value.args[0], ran
