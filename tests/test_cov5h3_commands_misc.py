"""Coverage-driven pins of the smaller command-layer paths (issue 30, branch cov5h3): the
``glauber_check`` fixture (imported here, as a conftest would load it), ``glauber scan``'s
empty temperature list and its fit-excluded warning, ``glauber study``'s flag checks and the
``mixing`` summary of its ``--json`` (bounds held against the exact t_mix of the same model),
``verify``'s sections that need the real MLMs under ``real=False`` and its progress lines,
``_takes_progress`` on a callable without a signature, and ``calibration_records``' kind."""

import json
from types import SimpleNamespace

import pytest

from exact import ExactChain
from toolkit.app import records
from toolkit.app.cli import main
from toolkit.app.commands import scan as scan_cmd
from toolkit.app.pytest_plugin import glauber_check  # noqa: F401  (the fixture, registered for this module)
from toolkit.app.report import _takes_progress, verify
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model, potts
from toolkit.testing import planted_step, reference_step


def test_glauber_check_returns_the_report_or_fails_with_it(glauber_check):  # noqa: F811
    m = potts(2, 3, 1.0)
    rep = glauber_check(reference_step(m, 1.5), m, 1.5, n_samples=200, rng=0)
    assert rep.passed and rep.kind == "one-step"
    with pytest.raises(pytest.fail.Exception, match=r"the sampler is not Glauber dynamics at T=1\.5 as claimed:\n"
                                                    r"sampler check"):
        glauber_check(planted_step(m, 1.5, "greedy"), m, 1.5, n_samples=200, rng=0)
    st = glauber_check(reference_step(m, 1.5), m, 1.5, stationary=True, n_chains=400, rng=0)
    assert st.passed and st.kind == "stationary"


def test_scan_temperatures_and_fit_excluded_warning():
    with pytest.raises(InvalidInputError, match=r"`--temperature`/`--temperatures` is empty; got ' , '"):
        scan_cmd._floats(" , ")
    assert scan_cmd.scan_warnings(SimpleNamespace(fit_excluded=(), slope=1.0)) == []
    (w,) = scan_cmd.scan_warnings(SimpleNamespace(fit_excluded=(0.01, 0.02), slope=float("nan")))
    assert w["kind"] == "fit-excluded" and w["value"] == [0.01, 0.02]
    assert w["message"] == ("temperature(s) 0.01, 0.02 left out of the slope fit: 1/T or ln E[tau_exit] is not finite "
                            "in float64; fewer than 2 points remain, so the slope is undefined (NaN)")
    (w,) = scan_cmd.scan_warnings(SimpleNamespace(fit_excluded=(0.01,), slope=2.0))
    assert w["message"].endswith("is not finite in float64")


def test_study_flag_checks(capsys, tmp_path):
    assert main(["study", "--model", "potts", "--sections", " , ", "--out", str(tmp_path / "o")]) == 2
    assert "`--sections` names no section; got ' , '" in capsys.readouterr().err
    assert main(["study", "--model", "hf:/nonexistent/m", "--out", str(tmp_path / "o")]) == 2
    assert "`--text` is required with hf:PATH models" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()  # refused before the report folder is made


def test_study_json_mixing_summary_holds_the_exact_t_mix(capsys, tmp_path):
    rc = main(["study", "--model", "potts", "--q", "2", "--n", "3", "--coupling", "1.0", "--sections", "mixing",
               "--temperature", "1", "--budget", "3", "--json", "--quiet", "--out", str(tmp_path)])
    d = json.loads(capsys.readouterr().out)
    assert rc == 0 and d["sections"]["mixing"] == "done"
    row = d["mixing"]["1"]
    assert set(row) == {"t_lower", "t_upper", "ratio", "coupling", "n_censored"}
    t_mix = ExactChain(make_model("potts", q=2, n=3, coupling=1.0), temperature=1.0).mixing(0.25).t_mix
    assert row["t_lower"] <= t_mix <= row["t_upper"]  # the bounds are sound
    assert row["ratio"] == pytest.approx(row["t_upper"] / row["t_lower"], rel=1e-12)


def test_verify_without_real_models_and_its_progress(tmp_path):
    lines = []
    rep = verify(str(tmp_path), quick=True, real=False, sections=["semantic", "metastability"], progress=lines.append)
    sem = next(s for s in rep.sections if s.key == "semantic")
    assert sem.skipped == "real models left out (--no-real)" and sem.claims == []
    assert lines[0] == "[semantic] 0 claims, 0 failed, 0.0 s (skipped: real models left out (--no-real))"
    assert lines[1].startswith("[metastability] section 2/2 started, ")
    met = next(s for s in rep.sections if s.key == "metastability")
    assert lines[-1].startswith(f"[metastability] {len(met.claims)} claims, ")


def test_takes_progress():
    assert _takes_progress(lambda out, *, progress=None: None)
    assert _takes_progress(lambda out, **kw: None)
    assert not _takes_progress(lambda out, *, quick=False: None)
    assert not _takes_progress(max)  # a builtin without a signature


def test_calibration_records_kind():
    with pytest.raises(InvalidInputError, match=r"`kind` must be one of \['dynamic', 'static'\]; got 'other'"):
        records.calibration_records("other")


def test_check_prints_the_warnings_it_puts_in_the_json(capsys, monkeypatch):
    from toolkit.app.commands import check as check_cmd

    w = [{"kind": "pi-accuracy", "message": "pi is known to 1e-3 only"}]
    monkeypatch.setattr(check_cmd, "report_warnings", lambda exact: w)
    main(["check", "--model", "potts", "--q", "2", "--n", "3"])
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "warning: pi is known to 1e-3 only"
    main(["check", "--model", "potts", "--q", "2", "--n", "3", "--json"])
    assert json.loads(capsys.readouterr().out)["warnings"] == w


def test_window_names_the_temperature_flag_in_the_library_errors(capsys, monkeypatch):
    from toolkit.app.commands import window as win_cmd

    def fail(model, **kw):
        raise InvalidInputError("`temperature` 0.001 is too small for these logits")

    monkeypatch.setattr(win_cmd, "build_model", lambda args, **kw: object())
    monkeypatch.setattr(win_cmd, "real_window", fail)
    assert main(["window", "--model", "tiny-en", "--temperature", "0.001"]) == 2
    assert "`--temperature` 0.001 is too small for these logits" in capsys.readouterr().err
