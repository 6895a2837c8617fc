"""Contract sweep (issue 30, branch sweep6s5): ``glauber scan``'s documented defaults
(nlogn: T = 1.5, n = 2..10, q = 2; metastable: the nine temperatures, q = 2, n = 5, the fixed
point), the size guards at their boundary (--n-min 2, --n-max == --n-min, --sizes >= 2,
sorted and distinct), what reaches the library (stubbed), the exit status rule (None is no
failure) and the fit-excluded warning."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.commands.scan as scan
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def nlogn_scan(build, sizes, **kw):
        seen["sizes"], seen["kw"] = list(sizes), kw
        seen["model"] = build(list(sizes)[0])
        raise InvalidInputError("stop here")

    def metastability_scan(model, temps, **kw):
        seen["model"], seen["temps"], seen["kw"] = model, temps, kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(scan, "nlogn_scan", nlogn_scan)
    monkeypatch.setattr(scan, "metastability_scan", metastability_scan)
    return seen


def test_nlogn_defaults(spy):
    assert main(["scan", "nlogn", "--quiet"]) == 2
    assert spy["sizes"] == list(range(2, 11))
    assert (spy["kw"]["temperature"], spy["kw"]["eps"], spy["kw"]["method"]) == (1.5, 0.25, "auto")
    assert (spy["model"].vocab_size, spy["model"].length) == (2, 2)


@pytest.mark.parametrize("argv, sizes", [(["--n-min", "3", "--n-max", "3"], [3]),
                                         (["--sizes", "5,2,5,3"], [2, 3, 5])])
def test_nlogn_size_boundaries(spy, argv, sizes):
    assert main(["scan", "nlogn", "--quiet", *argv]) == 2
    assert spy["sizes"] == sizes


@pytest.mark.parametrize("argv, needle", [(["--n-min", "1"], "`n_min` must be >= 2; got 1"),
                                          (["--n-min", "4", "--n-max", "3"], "`n_max` must be >= 4; got 3"),
                                          (["--sizes", "1,4"], "`sizes` must be >= 2; got 1"),
                                          (["--sizes", "3", "--n-max", "5"], "give `--sizes` '3' or --n-max")])
def test_nlogn_refusals(spy, capsys, argv, needle):
    assert main(["scan", "nlogn", *argv]) == 2
    assert needle in capsys.readouterr().err and "sizes" not in spy


def test_metastable_defaults(spy):
    assert main(["scan", "metastable", "--quiet"]) == 2
    assert spy["temps"] == [2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.12]
    assert (spy["kw"]["set_kind"], spy["kw"]["state"], spy["kw"]["fit_points"]) == ("fixed point", None, None)
    m = spy["model"]
    assert (m.q, m.n) == (2, 5)
    assert main(["scan", "metastable", "--quiet", "--set", "basin", "--state", "3", "--fit-points", "4",
                 "-T", "1,0.5"]) == 2
    assert (spy["kw"]["set_kind"], spy["kw"]["state"], spy["kw"]["fit_points"], spy["temps"]) == \
        ("basin", 3, 4, [1.0, 0.5])


def test_exit_status_none_is_no_failure(monkeypatch, capsys):
    def fake(build, sizes, **kw):
        return SimpleNamespace(all_hold=None, to_dict=lambda: {}, table=lambda: "t", fit_excluded=())

    monkeypatch.setattr(scan, "nlogn_scan", fake)
    assert main(["scan", "nlogn", "--quiet", "--n-max", "3"]) == 0
    monkeypatch.setattr(scan, "nlogn_scan", lambda b, s, **kw: SimpleNamespace(
        all_hold=False, to_dict=lambda: {}, table=lambda: "t", fit_excluded=()))
    assert main(["scan", "nlogn", "--quiet", "--n-max", "3"]) == 1
    capsys.readouterr()


def test_fit_excluded_warning():
    assert scan.scan_warnings(SimpleNamespace(fit_excluded=())) == []
    w = scan.scan_warnings(SimpleNamespace(fit_excluded=(0.05, 0.02), slope=float("nan")))
    assert w[0]["kind"] == "fit-excluded" and w[0]["value"] == [0.05, 0.02]
    assert "temperature(s) 0.05, 0.02 left out" in w[0]["message"] and "slope is undefined" in w[0]["message"]
    w = scan.scan_warnings(SimpleNamespace(fit_excluded=(0.05,), slope=2.0))
    assert "undefined" not in w[0]["message"]
