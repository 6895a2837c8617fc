"""harden9d (issue 30): ``glauber exact --start`` with ``--method auto`` on an exchangeable
family beyond enumeration. ``--start`` needs the enumerated chain (exact.py's own refusal,
naming ``--start``); auto resolves curie-weiss at n = 40 (2**40 states) to the lumped chain of
token counts (q = 2 above n = 12: the --method help), so the two options are refused together
whatever --method says."""

from __future__ import annotations

from toolkit.app.cli import main


def test_start_with_auto_lumped_is_refused_naming_start(capsys):
    assert main(["exact", "--model", "curie-weiss", "--n", "40", "--start", "0"]) == 2
    assert "`--start` needs the enumerated chain" in capsys.readouterr().err
