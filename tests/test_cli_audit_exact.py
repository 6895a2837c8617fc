"""Defects of `glauber exact/check/scan/window` found by a user-facing audit, pinned.

Each test names the defect it pins; all run in seconds on CPU (tiny models).
"""

import json
import math
import re

import pytest

from toolkit.cli import main


def _json(capsys):
    return json.loads(capsys.readouterr().out)


# ---------------------------------------------------------------------- exact: accuracy of pi
def test_exact_warns_when_pi_is_inaccurate(capsys):
    # T = 1e-16: the round-off of logit/T leaves pi without a correct digit (it printed
    # pi_entropy 0.500402 for ln 2 and the law 0.2/0.8 with no word about it)
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "4", "-T", "1e-16"]) == 0
    out = capsys.readouterr().out
    assert "warning: pi has no correct digit at T = 1e-16" in out
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "4", "-T", "1e-10", "--json"]) == 0
    d = _json(capsys)
    (w,) = d["warnings"]
    assert w["kind"] == "pi-accuracy" and w["value"] > 1e-6 and w["threshold"] == 1e-6
    # where the 1/T round-off dominates, the message names about the least accurate temperature
    T_ok = float(re.search(r"above T ~ ([0-9.e+-]+)", w["message"]).group(1))
    assert 1e-10 < T_ok < 1e-8


def test_exact_no_warning_when_pi_is_accurate(capsys):
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "4", "-T", "0.001", "--json"]) == 0
    d = _json(capsys)
    assert d["warnings"] == [] and abs(d["pi_entropy"] - math.log(2)) < 1e-9


@pytest.mark.parametrize("args", [["--model", "potts", "--q", "2", "--n", "4"], ["--model", "curie-weiss", "--n", "20"]])
def test_exact_refuses_overflowing_temperature(args, capsys):
    # logit/T overflows float64: was a NumPy RuntimeWarning and "`P` must have finite ... entries"
    # (enumerated) or a LinAlgError traceback (lumped)
    assert main(["exact", *args, "-T", "1e-308"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "`--temperature` 1e-308 is too small" in err[0] and "give T >= " in err[0]
    assert "RuntimeWarning" not in err[0]


# ---------------------------------------------------------------------- exact: auto method
def test_auto_method_lumps_mean_field_potts_q3():
    # `glauber exact --model mean-field-potts --q 3 --n 10` enumerated 59049 states for
    # minutes; the count chain gives the same full gap and exact worst start in seconds
    from exact.analysis import exact_method
    from toolkit.models.exchangeable import MeanFieldPotts

    assert exact_method(MeanFieldPotts(3, 10, 1.0)) == "lumped"
    assert exact_method(MeanFieldPotts(3, 8, 1.0)) == "enumerate"   # small: enumerated, as before
    assert exact_method(MeanFieldPotts(4, 8, 1.0)) == "enumerate"   # q = 4 lumped gives bounds only


# ---------------------------------------------------------------------- scan nlogn
def test_scan_nlogn_without_applicable_bound_is_not_a_failure(capsys):
    assert main(["scan", "nlogn", "--n-min", "2", "--n-max", "3", "-T", "0.001"]) == 0
    out = capsys.readouterr().out
    assert "no size had an applicable bound" in out and "bound holds: no" not in out
    assert "t_mix not reached: d(t) = 0.5 > eps = 0.25" in out   # the reason for the missing t_mix
    assert main(["scan", "nlogn", "--n-min", "2", "--n-max", "3", "-T", "0.001", "--json"]) == 0
    d = _json(capsys)
    assert d["all_hold"] is None and all(r["holds"] is None for r in d["rows"])
    assert d["n"] == [2, 3]   # every size, as phase and sweep write them (was 3, the largest)


def test_scan_nlogn_sizes_conflict(capsys):
    assert main(["scan", "nlogn", "--sizes", "4", "--n-max", "6"]) == 2
    err = capsys.readouterr().err
    assert "`--sizes` '4'" in err and "--n-max" in err


def test_scan_nlogn_sizes_json_lists_sizes(capsys):
    assert main(["scan", "nlogn", "--sizes", "2,4,3", "-T", "2", "--json"]) == 0
    assert _json(capsys)["n"] == [2, 3, 4]


# ---------------------------------------------------------------------- scan metastable
def test_scan_metastable_takes_T(capsys):
    assert main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "-T", "1,0.5", "--json"]) == 0
    a = _json(capsys)
    assert main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "--temperatures", "1,0.5",
                 "--json"]) == 0
    b = _json(capsys)
    assert [r["temperature"] for r in a["rows"]] == [r["temperature"] for r in b["rows"]] == [1.0, 0.5]


def test_scan_metastable_tiny_temperature_fits(capsys, recwarn):
    # 1/T = 1e300: np.polyfit overflowed (RuntimeWarning, RankWarning) and fitted slope 0 for gamma = 3
    assert main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "4", "-T", "1e-300,1", "--json"]) == 0
    d = _json(capsys)
    assert abs(d["slope"] - 3.0) < 1e-9 and d["warnings"] == []
    assert not [w for w in recwarn if issubclass(w.category, (RuntimeWarning, UserWarning))]


def test_scan_metastable_fit_leaves_out_non_finite_points():
    from exact.scans import ExitRow, _slope

    rows = [ExitRow(1.0, 4.0, 3.0), ExitRow(0.5, 7.0, 6.0), ExitRow(5e-324, math.nan, math.inf)]
    m, slope, _, left_out = _slope(rows, 3)
    assert m == 3 and slope == pytest.approx(3.0) and left_out == (5e-324,)
    _, slope, _, left_out = _slope(rows[1:], 2)
    assert math.isnan(slope) and left_out == (5e-324,)


def test_scan_metastable_refuses_overflowing_temperature(capsys):
    assert main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "4", "-T", "1e-308,1"]) == 2
    assert "1e-308 is too small" in capsys.readouterr().err


# ---------------------------------------------------------------------- exact package docstring
def test_exact_docstring_names_importable_api():
    # it listed real_window under "Real-model windows", which `exact` does not export
    import exact

    names = set()
    for line in exact.__doc__.splitlines():
        items = [t.strip() for t in re.sub(r"\([^)]*\)?", "", line).split(",")]
        if line.startswith("    ") and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", t) for t in items if t):
            names.update(t for t in items if t)
    assert {"ExactChain", "analyze", "check_claims", "potts_chain"} <= names   # the parse sees the API lists
    missing = sorted(n for n in names if not hasattr(exact, n))
    assert missing == []
    assert "real_window" not in exact.__all__ and "toolkit.app.window.real_window" in exact.__doc__


# ---------------------------------------------------------------------- window
def _window(temperature):
    from toolkit.app.window import real_window
    from toolkit.models import potts

    # any model works (toolkit.app.window's worked example): two Potts sites, four chains
    return real_window(potts(2, 2, 1.0), temperature=temperature, n_chains=4, n_steps=50, n_pairs=2,
                       n_replicates=8, n_contexts=4, rng=0)


def test_window_reports_infinite_exit_time(recwarn):
    # T = 0.001: the exit probability from the fixed point, e^(-1000), underflows; the window
    # stopped with "their exit times are infinite" and printed nothing of gap, t_mix, rectangles
    from toolkit.app.commands.window import window_warnings

    r = _window(0.001)
    (row,) = [x for x in r.calibration.rows if x.name == "mean exit time"]
    assert math.isinf(row.exact.value) and row.ok is None
    assert r.exact.spectral_gap is not None and "infinite in float64" in r.exact_table()
    kinds = [w["kind"] for w in window_warnings(r)]
    assert "exact-infinite" in kinds and "exact-outside" not in kinds
    assert not [w for w in recwarn if issubclass(w.category, RuntimeWarning)]


def test_exact_iat_is_scale_free_and_quiet(recwarn):
    # an observable of size 1e300 (a log-likelihood at T = 1e-300) overflowed f**2: RuntimeWarnings and NaN
    import numpy as np

    from exact.observables import exact_iat

    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    pi = np.array([0.75, 0.25])
    assert exact_iat(P, pi, np.array([0.0, 1e300])) == pytest.approx(4.0, rel=1e-12)
    assert math.isnan(exact_iat(P, pi, np.array([0.0, np.inf])))
    assert not recwarn.list


def test_window_refuses_overflowing_temperature():
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match="`temperature` 1e-308 is too small"):
        _window(1e-308)


def test_window_lists_every_real_model(capsys):
    from toolkit.models.registry import REAL_MODELS

    assert main(["window", "--model", "potts"]) == 2
    err = capsys.readouterr().err
    assert all(name in err for name in REAL_MODELS) and "sceptr" in err


# ---------------------------------------------------------------------- check: tolerances, labels, slack
@pytest.mark.parametrize("T", ["1e-10", "1e-16"])
def test_check_compatible_model_holds_at_low_temperature(T, capsys):
    # Potts is compatible: the Kolmogorov ratio, detailed balance and scan order hold to their
    # round-off, which grows like 1/T (kolmogorov-ratio failed with 7.6e-6 > 1e-8 at T = 1e-10)
    assert main(["check", "--model", "potts", "--q", "2", "--n", "4", "-T", T, "--json"]) == 0
    d = _json(capsys)
    claims = {c["name"]: c for c in d["claims"]}
    for name in ("rectangle-reversibility", "kolmogorov-ratio", "scan-order", "conditional-drift"):
        assert claims[name]["holds"] is True, name
    assert d["detailed_balance_holds"] is True and d["reversible"] is True and d["all_hold"] is True
    assert d["tolerances"]["kolmogorov"] > claims["kolmogorov-ratio"]["value"]
    assert [w["kind"] for w in d["warnings"]] == ["pi-accuracy"]   # pi to worse than 1e-6 is said


def test_kolmogorov_roundoff_floor_at_moderate_temperature():
    from exact.checks import KOLMOGOROV_RTOL, kolmogorov_roundoff

    assert kolmogorov_roundoff(3.0, 1.0, 2, 4) < KOLMOGOROV_RTOL * 1e-3   # T = 1: the fixed floor rules
    r = kolmogorov_roundoff(3.0, 1e-10, 2, 4)
    assert 7.6e-6 < r < 1e-2   # above the error seen at T = 1e-10, proportional to max|l|/T
    assert kolmogorov_roundoff(3.0, 1e-11, 2, 4) == pytest.approx(10 * r, rel=1e-6)


def test_check_reversible_label_is_one_and_missing_t_mix_is_na(capsys):
    # T = 0.001: "spectral-lower | reversible: no" beside "kernel reversible by detailed balance"
    # (the hypothesis folded in "t_mix was reached"); escape-bound slack was nan (inf - inf)
    assert main(["check", "--model", "potts", "--q", "2", "--n", "4", "-T", "0.001"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"spectral-lower\s+reversible: yes\s+inf\s+-\s+n/a", out)
    assert "spectral-lower: t_mix not reached" in out
    assert "kernel reversible by the rectangle rule; detailed balance holds" in out
    assert "nan" not in out
    assert "escape-bound: tightest at [0 0 0 0], gamma=3; E[tau_exit] and the bound overflow float64" in out
    assert main(["check", "--model", "potts", "--q", "2", "--n", "4", "-T", "0.001", "--json"]) == 0
    claims = {c["name"]: c for c in _json(capsys)["claims"]}
    lower, esc = claims["spectral-lower"], claims["escape-bound"]
    assert lower["hypothesis_holds"] is True and lower["holds"] is None and "not reached" in lower["note"]
    assert esc["holds"] is True and esc["slack"] is None and "ln(E[tau_exit]/bound) = " in esc["note"]


def test_check_noncompatible_model_still_fails_detailed_balance():
    # the scaled tolerances do not hide incompatibility at ordinary temperatures
    from exact.markov import check_claims
    from toolkit.models import random_table

    r = check_claims(random_table(2, 3, 1.0, rng=22), temperature=0.5)
    assert r.exact.reversible is False and r.detailed_balance is False
    assert r.claim("rectangle-reversibility").holds is True and r.claim("kolmogorov-ratio").holds is True


def test_scan_nlogn_refuses_overflowing_temperature(capsys):
    # was two NumPy RuntimeWarnings, then "`P` must have finite, non-negative entries; got min nan"
    assert main(["scan", "nlogn", "--n-min", "2", "--n-max", "3", "-T", "1e-308"]) == 2
    err = capsys.readouterr().err
    assert "`--temperature` 1e-308 is too small" in err and "RuntimeWarning" not in err
