"""The "soundness" section of ``glauber verify``: every reported bound against the exact value.

The section must pass on the toolkit as it is, and fail (``glauber verify`` exit 1) when a
bound is made wrong: a few wrong formulas are planted here by monkeypatching; the mutation
catalogue (``scripts/mutants.py``, block of issue 30) plants the rest in the source and runs
``test_soundness_section_passes`` against each.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from toolkit.app import report as rep
from toolkit.app.report import soundness
from toolkit.cli import main


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    return soundness.section(str(tmp_path_factory.mktemp("s")), rng=np.random.default_rng([0, soundness.STREAM]))


def test_soundness_section_passes(section):
    failed = [str(c) for c in section.claims if c.failed]
    assert not failed, "\n".join(failed)
    assert all(c.status() == "PASS" for c in section.claims)
    names = " | ".join(c.name for c in section.claims)
    for what in ("t_upper", "t_lower", "dbar", "reversible upper bound", "non-reversible", "contraction bound",
                 "escape", "certificate", "stationary law", "GMRES", "lumped", "Collatz-Wielandt", "round trips"):
        assert what in names, what
    assert len(section.claims) >= 35


def test_registered_after_reference_with_its_own_stream():
    assert rep.SECTION_ORDER[:2] == ("reference", "soundness")
    assert rep.SECTION_STREAM["soundness"] == soundness.STREAM
    assert not rep.SECTIONS["soundness"].NEEDS_REAL


def test_cli_runs_the_section_and_writes_its_claims(tmp_path, capsys):
    rc = main(["verify", "--out", str(tmp_path), "--quick", "--no-real", "--sections", "soundness"])
    assert rc == 0
    res = json.loads((tmp_path / "results.json").read_text())
    assert res["ok"] is True and res["n_failed"] == 0
    assert "Soundness" in capsys.readouterr().out


def _failed_names(monkeypatch_target=None):
    s = soundness.section("unused", rng=np.random.default_rng([0, soundness.STREAM]))
    return [c.name for c in s.claims if c.failed]


def test_upper_bound_without_the_doubling_fails(monkeypatch):
    from toolkit.bounds import MixingBounds

    def t_upper(self):  # a dropped step of the sub-multiplicativity argument: t_2, not 2 t_2
        ok1 = np.flatnonzero(self.d_upper <= self.eps)
        ok2 = np.flatnonzero(self.d_upper <= math.sqrt(self.eps))
        cands = ([float(self.times[ok1[0]])] if ok1.size else []) + ([float(self.times[ok2[0]])] if ok2.size else [])
        return min(cands) if cands else math.inf

    monkeypatch.setattr(MixingBounds, "t_upper", property(t_upper))
    failed = _failed_names()
    assert "coupling: exact t_mix <= t_upper (toolkit.bounds)" in failed
    assert "coupling: t_upper = min(t_1, 2 t_2) (d(2t) <= dbar(t)^2)" in failed


def test_reversible_bound_with_a_wrong_constant_fails(monkeypatch):
    # the engine's reversible upper bound is exact.spectral's use of toolkit.theory's one copy
    # (issue 27); halve it there: t_rel ln(1/(eps pi_min)) / 2
    import math

    import exact.spectral
    from toolkit.theory import log_reversible_upper_bound

    def wrong(*args, **kwargs):
        return log_reversible_upper_bound(*args, **kwargs) - math.log(2)

    monkeypatch.setattr(exact.spectral, "log_reversible_upper_bound", wrong)
    failed = _failed_names()
    assert "reversible upper bound = t_rel ln(1/(eps pi_min)) (ratio)" in failed


def test_a_bound_that_raises_fails_its_group(monkeypatch):
    import exact

    def boom(*a, **k):
        raise RuntimeError("planted")

    monkeypatch.setattr(exact, "influence", boom)
    failed = _failed_names()
    assert any(n.startswith("contraction and escape: exact engine runs") for n in failed)


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# the soundness section's inequality checker judges every case


def _audit_section():
    from toolkit.app.report._model import Section
    return Section("x", "x")


def test_inequalities_strict_refuses_equality():
    from toolkit.app.report.soundness import _Inequalities
    s = _audit_section()
    _Inequalities(s).check("t_lower < t_mix", [("case", 5, 5)], upper=True, strict=True, why="w")
    assert s.claims[-1].holds is False


def test_inequalities_judge_the_worst_case():
    from toolkit.app.report.soundness import _Inequalities
    s = _audit_section()
    _Inequalities(s).check("v <= b", [("ok", 1.0, 10.0), ("bad", 3.0, 2.0)], upper=True, why="w")
    assert s.claims[-1].holds is False and "bad" in s.claims[-1].hypothesis
