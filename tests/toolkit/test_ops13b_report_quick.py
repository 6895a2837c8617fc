"""ops13b: the report sections read ``quick`` and ``rng`` (``glauber verify --quick``).

:mod:`toolkit.app.report`: every section module has ``section(out_dir, *, quick, real, rng)``,
the registry's uniform entry point, and "``--quick`` shrinks the grids". So an entry point
forwards what it is given to the section it wraps, and a section's quick run asks for a
smaller computation than its full one. Each test replaces the expensive call a section makes
by a stub that records its arguments and stops the section (nothing is computed: a second or
less), then compares the quick and full requests.
"""

import numpy as np
import pytest


class _Stop(Exception):
    pass


def _recorder(calls):
    def stub(*args, **kwargs):
        calls.append((args, kwargs))
        raise _Stop

    return stub


def test_metastability_entry_point_forwards_quick(monkeypatch, tmp_path):
    from toolkit.app.report import metastability as mod

    calls = []
    monkeypatch.setattr(mod, "section_metastability", _recorder(calls))
    for quick in (True, False):
        with pytest.raises(_Stop):
            mod.section(str(tmp_path), quick=quick, real=False, rng=0)
    assert [kw["quick"] for _, kw in calls] == [True, False]


def test_incompatibility_entry_point_forwards_rng(monkeypatch, tmp_path):
    from toolkit.app.report import incompatibility as mod

    calls = []
    monkeypatch.setattr(mod, "section_incompatibility", _recorder(calls))
    gen = np.random.default_rng(7)
    with pytest.raises(_Stop):
        mod.section(str(tmp_path), quick=True, real=False, rng=gen)
    assert calls[0][1]["rng"] is gen  # the verify run's stream, not a fresh generator
    assert calls[0][1]["quick"] is True


def test_semantic_quick_asks_for_a_smaller_study(monkeypatch, tmp_path):
    from toolkit.app.report import semantic as mod

    calls = []
    monkeypatch.setattr(mod, "semantic_study", _recorder(calls))
    for quick in (True, False):
        with pytest.raises(_Stop):
            mod.section(str(tmp_path), quick=quick, real=False, rng=0)
    (_, q), (_, full) = calls
    assert q["n_chains"] * q["n_steps"] < full["n_chains"] * full["n_steps"]


def test_calibration_quick_runs_fewer_steps(monkeypatch, tmp_path):
    from toolkit.app.report import calibration as mod

    calls = []
    monkeypatch.setattr(mod, "calibration_table", _recorder(calls))
    for quick in (True, False):
        with pytest.raises(_Stop):
            mod.section_calibration(str(tmp_path), quick=quick, rng=0)
    (_, q), (_, full) = calls
    assert q["n_steps"] < full["n_steps"]


def test_contraction_quick_scans_fewer_sizes(monkeypatch, tmp_path):
    from toolkit.app.report import contraction as mod

    calls = []
    monkeypatch.setattr(mod, "nlogn_scan", _recorder(calls))
    for quick in (True, False):
        with pytest.raises(_Stop):
            mod.section_contraction(str(tmp_path), quick=quick)
    (qa, _), (fa, _) = calls
    assert max(qa[1]) < max(fa[1])
