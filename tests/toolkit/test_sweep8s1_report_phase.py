"""Contract pins of :mod:`toolkit.app.report.phase` (issue 30, sweep8s1): the T_c claim of a
computed transition case is the *relative* error ``|T - T_c| / T_c <= 0.02`` (pinned at T_c != 1,
where the relative and absolute errors differ), a loaded exact case's T_c claim ``|T - T_c| <= 2
stderr`` (both sides of the boundary, a truth other than transition makes no claim), and the
calibration grids: the quick grid is the full grid cut at its largest sizes, same temperatures, and
the Curie-Weiss and independent-sites sizes double (a finite-size-scaling ladder)."""

import numpy as np
import pytest

from toolkit.app.report import phase as sec


class _Verdict:
    """A stand-in for fss_verdict's result: a transition at ``tc``."""

    method = "stand-in"

    def __init__(self, verdict, tc):
        self.verdict, self.critical_temperature = verdict, tc

    def to_dict(self):
        return {"verdict": self.verdict, "critical_temperature": self.critical_temperature,
                "critical_temperature_stderr": 0.01, "exponents": {}}


def _computed(tmp_path, monkeypatch, tc_true, tc_found, verdict="transition"):
    case = {"toy": ("curie-weiss", {"beta": tc_true}, "transition", tc_true,
                    {True: ((4, 8, 16, 32), np.linspace(0.5, 1.5, 3)), False: ((4, 8), np.linspace(0.5, 1.5, 3))})}
    monkeypatch.setattr(sec, "EXACT_CASES", case)
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    monkeypatch.setattr(sec, "phase_scaling_data", lambda *a, **k: (None, None))
    monkeypatch.setattr(sec, "fss_verdict", lambda data, rng=None: _Verdict(verdict, tc_found))
    s = sec.section(str(tmp_path), quick=True, real=False)
    return {c.name: c for c in s.claims}


NAME = "T_c of toy within 2% of beta = 1"


@pytest.mark.parametrize("tc_true, tc_found, holds", [
    # relative error |T - T_c|/T_c: 0.0625/4 = 0.015625 <= 0.02 (absolute 0.0625 would fail)
    (4.0, 4.0625, True),
    (4.0, 3.9375, True),
    # 0.125/4 = 0.03125 > 0.02 (an error multiplied by T_c, 0.5, fails too; divided: pinned below)
    (4.0, 4.125, False),
    # T_c = 0.5: 0.015625/0.5 = 0.03125 > 0.02, though the absolute error 0.0156 and the error times
    # T_c (0.0078) are both under 0.02
    (0.5, 0.515625, False),
    (0.5, 0.5078125, True),  # 0.0078125/0.5 = 0.015625
])
def test_computed_tc_claim_is_the_relative_error(tmp_path, monkeypatch, tc_true, tc_found, holds):
    c = _computed(tmp_path, monkeypatch, tc_true, tc_found)[NAME]
    assert c.holds is holds
    assert float(c.value) == pytest.approx(abs(tc_found - tc_true) / tc_true, abs=1e-4)


def test_computed_verdict_claim_and_no_tc(tmp_path, monkeypatch):
    cl = _computed(tmp_path, monkeypatch, 4.0, float("nan"), verdict="crossover")
    assert cl["phase verdict, toy (exact)"].holds is False  # truth transition, verdict crossover
    assert cl[NAME].holds is False and cl[NAME].value == "inf"  # no finite T_c: infinite error
    cl = _computed(tmp_path, monkeypatch, 4.0, 4.0)
    assert cl["phase verdict, toy (exact)"].holds is True and cl[NAME].holds is True


def _loaded(tmp_path, monkeypatch, tce, tcs, truth="transition", T_c=2.0):
    rec = {"case": "mfp", "kind": "exact", "method": "m", "truth": truth, "verdict": "transition",
           "n_values": [4, 8], "exponents": {}, "critical_temperature": tce, "critical_temperature_stderr": tcs,
           "T_c": T_c}
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [("phase-calibration-x.json",
                                                                          {"cases": [rec]})])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    s = sec.section(str(tmp_path), quick=True, real=False)
    return {c.name: c for c in s.claims}


LOADED = "T_c of mfp vs the known 2 (phase-calibration-x.json)"


def test_loaded_tc_within_two_errors(tmp_path, monkeypatch):
    # |2.125 - 2| = 0.125 = 2 x 0.0625 (exact in binary): holds at the boundary, from above and below
    assert _loaded(tmp_path, monkeypatch, 2.125, 0.0625)[LOADED].holds is True
    assert _loaded(tmp_path, monkeypatch, 1.875, 0.0625)[LOADED].holds is True
    assert _loaded(tmp_path, monkeypatch, 2.1875, 0.0625)[LOADED].holds is False
    assert _loaded(tmp_path, monkeypatch, 1.8125, 0.0625)[LOADED].holds is False
    assert _loaded(tmp_path, monkeypatch, 2.0, 0.0)[LOADED].holds is True   # exact agreement, no error


def test_loaded_tc_claim_needs_a_transition_and_an_estimate(tmp_path, monkeypatch):
    # truth other than transition: no T_c claim even with an estimate (and the verdict claim fails)
    cl = _loaded(tmp_path, monkeypatch, 2.0, 0.1, truth="crossover")
    assert LOADED not in cl
    assert cl["phase verdict, mfp (exact, loaded from phase-calibration-x.json)"].holds is False
    assert LOADED not in _loaded(tmp_path, monkeypatch, None, 0.1)
    assert LOADED not in _loaded(tmp_path, monkeypatch, 2.0, None)
    assert LOADED not in _loaded(tmp_path, monkeypatch, float("inf"), 0.1)


def test_quick_grids_are_the_full_grids_cut():
    for name, (_, _, _, _, grids) in sec.EXACT_CASES.items():
        full_n, full_t = grids[False]
        quick_n, quick_t = grids[True]
        assert tuple(full_n[:len(quick_n)]) == tuple(quick_n), name   # the same sizes, the largest cut
        assert len(quick_n) < len(full_n), name
        assert (quick_t[0], quick_t[-1]) == (full_t[0], full_t[-1]), name   # the same temperature range
    for name in ("curie-weiss", "independent sites"):
        ns = sec.EXACT_CASES[name][4][False][0]
        assert ns[0] == 16 and all(b == 2 * a for a, b in zip(ns[:-1], ns[1:], strict=True)), name   # 16, 32, ..., doubling
