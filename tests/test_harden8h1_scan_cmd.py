"""``glauber scan`` (toolkit/app/commands/scan.py) at its edges (harden8h1, issue 30), with the library
stubbed (what reaches it is the contract here): ``--state 0`` is state 0 (a given state, not "the
largest-margin fixed point" of no --state); a trailing comma in the temperatures is no value
(``"2,1,"`` is 2 and 1); ``--sizes`` beside either of --n-min / --n-max is refused."""

from __future__ import annotations

import pytest

import toolkit.app.commands.scan as scan
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def metastability_scan(model, temps, **kw):
        seen["temps"], seen["kw"] = list(temps), kw
        raise InvalidInputError("stop here")

    def nlogn_scan(build, sizes, **kw):
        seen["sizes"] = list(sizes)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(scan, "metastability_scan", metastability_scan)
    monkeypatch.setattr(scan, "nlogn_scan", nlogn_scan)
    return seen


@pytest.mark.parametrize("argv, state", [(["--state", "0"], 0), (["--state", "31"], 31), ([], None)])
def test_state_reaches_the_scan_as_given(spy, argv, state):
    assert main(["scan", "metastable", "--quiet", *argv]) == 2
    assert spy["kw"]["state"] == state
    assert spy["kw"]["state"] is None if state is None else isinstance(spy["kw"]["state"], int)


@pytest.mark.parametrize("temps, want", [("2,1,", [2.0, 1.0]), (",0.5, 0.25", [0.5, 0.25]), ("2, ,1", [2.0, 1.0])])
def test_empty_temperature_items_are_skipped(spy, temps, want):
    assert main(["scan", "metastable", "--quiet", "--temperatures", temps]) == 2
    assert spy["temps"] == want


@pytest.mark.parametrize("argv, named", [(["--n-max", "5"], "--n-max"), (["--n-min", "2"], "--n-min"),
                                         (["--n-min", "2", "--n-max", "5"], "--n-min and --n-max")])
def test_sizes_beside_a_range_flag_refused(spy, capsys, argv, named):
    assert main(["scan", "nlogn", "--sizes", "3,4", *argv]) == 2
    err = capsys.readouterr().err
    assert f"give `--sizes` '3,4' or {named}, not both" in err and "sizes" not in spy
