"""prm27c (issue 30): NlognScan.ratio_band is (least, largest) of the rows' t_mix/(n ln n),
read over every row with a ratio, whatever their order; rows without one (None) are left out."""
import math

from exact.scans import NlognRow, NlognScan


def _row(n, ratio):
    t_mix = None if ratio is None else int(round(ratio * n * math.log(n)))
    return NlognRow(n, 1.0, 0.5, 0.5, 1.0, 10, t_mix, ratio)


def test_ratio_band_is_min_and_max_not_the_end_rows():
    # hand-built rows whose first and last ratios are neither the least nor the largest
    scan = NlognScan("hand", 0.25, (_row(4, 1.2), _row(6, 0.9), _row(8, None), _row(10, 1.5), _row(12, 1.1)))
    assert scan.ratio_band == (0.9, 1.5)
