"""prm28b: CalibrationTable.all_ok holds when EVERY row is not failing (ok None counts as not
failing), so one failing row among passing ones makes it False."""
from types import SimpleNamespace

from toolkit.app.compare import CalibrationTable


def _table(*oks):
    rows = tuple(SimpleNamespace(ok=o) for o in oks)
    return CalibrationTable(model="m", temperature=1.0, rows=rows, summary=None)


def test_all_ok_needs_every_row():
    assert _table(True, None, True).all_ok is True
    assert _table(True, False, None).all_ok is False    # the flags differ: one row fails
    assert _table(False, False).all_ok is False
