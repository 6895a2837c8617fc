"""Sweep 7, group a4 (issue 30): ``glauber scan nlogn`` guards the largest size before it
computes any (toolkit.app.commands.scan: "every guard at the largest n first"): a range or a
list of sizes whose largest n enumerates more than ``--max-states`` states is refused before the
scan starts, whatever the order of ``--sizes``; at the limit itself (q**n == max_states) it runs.
The library's scan is stubbed (as in test_sweep6s5_scan_cmd.py): it records that it was reached."""

from __future__ import annotations

import pytest

import toolkit.app.commands.scan as scan
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def nlogn_scan(build, sizes, **kw):
        seen["sizes"] = list(sizes)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(scan, "nlogn_scan", nlogn_scan)
    return seen


# q = 2: 2**10 = 1024 states at n = 10, 2**11 = 2048 at n = 11
@pytest.mark.parametrize("argv", [["--n-min", "2", "--n-max", "11"], ["--sizes", "11,3"], ["--sizes", "3,11"],
                                  ["--n-min", "11", "--n-max", "11"]])
def test_largest_size_refused_before_the_scan(spy, capsys, argv):
    assert main(["scan", "nlogn", "--quiet", "--max-states", "1024", *argv]) == 2
    err = capsys.readouterr().err
    assert "2**11 = 2048 states, above max_states=1024" in err
    assert "sizes" not in spy


@pytest.mark.parametrize(("argv", "sizes"), [(["--n-min", "2", "--n-max", "10"], list(range(2, 11))),
                                             (["--sizes", "10,3"], [3, 10])])
def test_largest_size_at_the_limit_runs(spy, capsys, argv, sizes):
    assert main(["scan", "nlogn", "--quiet", "--max-states", "1024", *argv]) == 2
    assert "stop here" in capsys.readouterr().err
    assert spy["sizes"] == sizes
