"""harden9d (issue 30): ``glauber scan metastable``: every temperature of ``--temperatures`` is
held against the logit scale before the scan (exact.analysis.check_logit_scale: the least T is
refused when logit / T overflows float64, naming the flag and that T), not only the first."""

from __future__ import annotations

from toolkit.app.cli import main


def test_smallest_temperature_last_is_refused_naming_it(capsys):
    # potts coupling 1 on n = 3: |logit| ~ 2, so 2 / 1e-310 overflows float64 (max ~1.8e308)
    rc = main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "--temperatures", "1,0.5,1e-310"])
    err = capsys.readouterr().err
    assert rc == 2
    assert "1e-310 is too small" in err and "--temperatures" in err
