"""prm30a: ``NlognScan.all_hold`` is "every row with a bound and an exact t_mix has
t_mix <= bound" (its docstring): one failing middle size makes it False, whatever the last row."""

from exact.scans import NlognRow, NlognScan


def _row(n, bound, t_mix):
    return NlognRow(n=n, temperature=1.0, alpha_col=0.5, alpha_row=0.5, T0=1.0, bound=bound, t_mix=t_mix,
                    ratio=None)


def test_all_hold_false_when_one_middle_row_fails():
    rows = (_row(4, 10, 5), _row(5, 10, 12), _row(6, 20, 9))   # the middle row: 12 > 10
    assert [r.holds for r in rows] == [True, False, True]
    scan = NlognScan(family="f", eps=0.25, rows=rows)
    assert scan.all_hold is False
    assert scan.verdict() == "no"
    assert NlognScan(family="f", eps=0.25, rows=(rows[0], rows[2])).all_hold is True
