"""toolkit.app.study: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05): the window
of a masked LM whose template names no free positions or text is the model itself, and the phase
section's finite-size grid reports each window size as it is done (``progress``), and its dynamic
diagram is "stopped between sizes once they are spent" (the sizes left are named as cut)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app import study as st


class _TemplateFreeMLM:
    """Every method a MaskedLM has (so ``_is_mlm`` holds), but a template with no text and no
    free positions."""

    vocab_size, length, name = 2, 8, "fake"
    _template_args = ()

    def with_template(self, **kw):   # pragma: no cover - must not be called
        raise AssertionError("no template to narrow")

    def initial_state(self):
        return np.zeros(self.length, dtype=np.int64)

    def decode(self, x):
        return " ".join(map(str, x))


def test_window_of_a_template_without_text_is_the_model_itself(monkeypatch):
    monkeypatch.setattr(st, "describe_real", lambda model: {})
    m = _TemplateFreeMLM()
    sub, idx = st._window(m, 3)
    assert sub is m and idx.tolist() == list(range(8))


def test_phase_grid_reports_each_window_when_done(monkeypatch):
    """Windows n = 2, 4, 8 (those up to the model's 8 free sites) at a budget that fits them all:
    one ``[phase] window n=... done`` line per size, in order."""
    draws = np.random.default_rng(0)

    def point(sub, T, *, n_groups, chains_per_group, n_sweeps, burn_in, rng):
        return {"binder": 0.5, "susceptibility": 1.0 / T, "replicates": draws.random((n_groups, 2))}

    monkeypatch.setattr(st, "mlm_phase_point", point)
    monkeypatch.setattr(st, "_window", lambda model, w: (model, np.arange(w)))
    monkeypatch.setattr(st, "_phase_dynamic", lambda *a, **k: [])
    lines = []
    b = st.Budget(1e6, per_call=1e-6, per_row=1e-6, shares={"phase": 1.0})
    s = st._phase(_TemplateFreeMLM(), b, 0, lines.append)
    assert s.skipped in (None, "")
    assert [ln for ln in lines if ln.startswith("[phase] window")] == [
        "[phase] window n=2 done", "[phase] window n=4 done", "[phase] window n=8 done"]


def test_dynamic_diagram_stops_between_sizes_once_the_share_is_spent(monkeypatch):
    """A plan of n = 2, 4, 8 at two temperatures, each cell planned at 0.5 s (1 s a size), the share
    25 s; every size actually takes 10 s (a fake clock). After n = 2 and 4 (20 s spent against 2 s
    planned: 10x slower) n = 8 needs ~10 s at that rate and only 5 s are left: it is not started, and the
    section names it as cut because the share was spent."""
    clock = [100.0]
    run = []

    def diagram(factory, ns, temps, **kw):
        run.append(ns[0])
        clock[0] += 10.0
        return SimpleNamespace(cells=[("cell", ns[0])])

    class _Diagram:
        def __init__(self, label, n_values, temperatures, cells, verdicts, changes, seconds, *rest):
            self.n_values, self.cells, self.verdicts, self.seconds = n_values, cells, verdicts, seconds

        def counts(self):
            return {"exact": 0, "estimate": 0, "bounds only": len(self.cells)}

    temps = (0.3, 2.0)
    plan = st.DynamicPlan((2, 4, 8), temps, st.dynamic_options(0), 6.0)
    monkeypatch.setattr(st, "plan_dynamic", lambda *a, **k: plan)
    monkeypatch.setattr(st, "dynamic_cell_cost", lambda *a, **k: 0.5)
    monkeypatch.setattr(st, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(st, "mixing_diagram", diagram)
    monkeypatch.setattr(st, "diagram_verdicts", lambda done, ts, cells: ((), ()))
    monkeypatch.setattr(st, "MixingDiagram", _Diagram)
    monkeypatch.setattr(st, "plain_words", lambda d: [])
    s = SimpleNamespace(key="phase", text=[], claims=[])
    b = st.Budget(1e6, per_call=1e-6, per_row=1e-6, shares={"phase": 1.0})
    out = st._phase_dynamic(s, _TemplateFreeMLM(), [2, 4, 8], list(temps), b, 25.0, None, None)
    assert run == [2, 4]
    cut = [t for t in s.text if t.startswith("Not resolved within the budget")]
    assert len(cut) == 1 and "n = 8 (the share was spent" in cut[0]
    assert "on n = 2, 4," in out[0] and "n = 8 (the share was spent" in out[0]
