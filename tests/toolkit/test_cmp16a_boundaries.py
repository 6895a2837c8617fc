"""Boundary pins of the cmp16a sweep (issue 30) in :mod:`toolkit`: each test sits at the equality
case of a comparison and states, from the docstring, which side the equality belongs to."""

import math

import numpy as np
import pytest

from toolkit import finite_size as fs


# ---- toolkit/finite_size.py: _log_law_fit fits 1/T* = (ln n + d)/c on its usable points; T* = 0 is not usable
# (1/T* infinite: "T* would be ... infinite there"), so a fourth size with T* = 0 is dropped and the three
# exact points are fitted exactly.
def test_log_law_fit_drops_a_zero_peak_location():
    n = np.array([2.0, 3.0, 4.0, 5.0])
    # c = 2, d = 1: T*(n) = c / (ln n + d) = 2 / (ln n + 1) (by construction)
    Ts = np.array([0.0] + [2.0 / (math.log(v) + 1.0) for v in n[1:]])
    c, d, chi2, k = fs._log_law_fit(n, Ts, np.full(4, 0.01))
    assert (c, d) == pytest.approx((2.0, 1.0), rel=1e-9)
    assert chi2 == pytest.approx(0.0, abs=1e-12) and k == 2
    # two usable points only ("below 3 usable points"): no law
    c2, d2, chi22, _ = fs._log_law_fit(n[:3], Ts[:3], np.full(3, 0.01))
    assert math.isnan(c2) and math.isnan(d2) and chi22 == math.inf


# ---- toolkit/finite_size.py: _windowed measures a finite-size drift only when the window drops a size; with
# exactly MIN_FIT_SIZES usable sizes the window is all of them ("all usable ones when there are no more than
# that: then no drift is measured").
def test_windowed_with_exactly_min_fit_sizes_measures_no_drift():
    m = fs.MIN_FIT_SIZES
    n = np.arange(2.0, 2.0 + m)
    calls = []

    def fit(mask):
        calls.append(int(mask.sum()))
        return 0.5, 0.01

    est = fs._windowed(fit, n, np.ones(m, dtype=bool), "gamma/nu", "stat")
    assert est.value == 0.5 and est.stderr == pytest.approx(0.01)
    assert "no finite-size drift measured" in est.method and "finite-size drift 0" not in est.method
    assert calls == [m]  # one fit, on all sizes: the window is not fitted again
    # one size more: the window drops the smallest, and the drift is measured
    est5 = fs._windowed(fit, np.arange(2.0, 3.0 + m), np.ones(m + 1, dtype=bool), "gamma/nu", "stat")
    assert "finite-size drift 0" in est5.method


# ---- toolkit/app/commands/study.py: the study command states its own default for --text (run(): the model's
# reference sequence, DEFAULT_TEXT or the zoo's text) and leaves every other option's help alone.
def test_study_help_names_its_text_default_only_on_text():
    import argparse

    from toolkit.app.commands import study

    p = study.add_parser(argparse.ArgumentParser().add_subparsers())
    h = {a.dest: a.help for a in p._actions}
    assert h["text"] == "the text or sequence (default: the model's reference sequence, e.g. trastuzumab's VH)"
    assert h["temperature"].startswith("temperatures: ") and h["out"] == "output directory (default: %(default)s)"
    assert sum("reference sequence" in str(v) for v in h.values()) == 1


# ---- toolkit/app/phase.py: _assemble reports "which sampled points converged" (its docstring) whenever the
# grid holds a sampled point, also when method="auto" computed the small sizes exactly (exact points: always
# converged, point_convergence). A sampled point whose R-hat is not estimated has not converged.
def test_assemble_mixed_exact_and_sampled_grid_reports_convergence(monkeypatch):
    from types import SimpleNamespace

    import pandas as pd

    from toolkit.app import phase as ph

    base = {"binder": 0.5, "susceptibility": 1.0, "relaxation": 2.0}
    ts = [0.5, 1.0, 2.0]
    rows, tasks = [], []
    for n, how in ((4, "exact (lumped)"), (64, "sampled (glauber)")):
        for t in ts:
            key = f"{n}-{t}"
            rows.append(dict(base, key=key, computed_by=how, rhat=float("nan"), n_groups=2, chains_per_group=2,
                             n_sweeps=100))
            tasks.append(SimpleNamespace(key=key, n=n, temperature=t))
    monkeypatch.setattr(ph, "load_results", lambda store: pd.DataFrame(rows))
    data = ph._assemble("unused", tasks, [4, 64], ts, label="mixed")
    assert data.converged is not None
    assert np.asarray(data.converged).tolist() == [[True] * 3, [False] * 3]
    assert data.method == "exact (lumped) + sampled (glauber)"
