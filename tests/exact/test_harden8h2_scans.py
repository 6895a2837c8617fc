"""exact.scans: an n ln n scan whose eps is above the start's distance (t_mix = 0 rows)
(harden8h2, issue 30).

Hand values. Uniform independent sites, ``q = 2``: ``pi`` is uniform on ``2**n`` states, so
``d(0) = max_x TV(delta_x, pi) = 1 - 2**-n`` (0.75, 0.875, 0.9375 for n = 2, 3, 4) and
``t_mix(eps) = 0`` exactly when ``eps >= 1 - 2**-n``. Such rows carry no growth (``ln 0``)
and the fit (``fit_nlogn``: ``t_mix > 0`` needed) must leave them out.
"""

from __future__ import annotations

import math

from exact.scans import nlogn_scan
from toolkit.models import model_family

UNIFORM = model_family("independent", q=2, scale=0.0)


def test_every_row_already_mixed():
    s = nlogn_scan(UNIFORM, [2, 3, 4], eps=0.95)  # 0.95 >= 1 - 2**-4
    assert [r.t_mix for r in s.rows] == [0, 0, 0]
    assert [r.ratio for r in s.rows] == [0.0, 0.0, 0.0]
    assert s.fit is None


def test_zero_rows_left_out_of_the_fit():
    eps = 0.9  # t_mix = 0 at n = 2, 3 (d(0) = 0.75, 0.875), > 0 from n = 4 (d(0) = 0.9375)
    s = nlogn_scan(UNIFORM, [2, 3, 4, 5], eps=eps)
    assert [r.t_mix == 0 for r in s.rows] == [1 - 2.0**-n <= eps for n in (2, 3, 4, 5)]
    assert s.fit is None  # two positive rows: fewer than the 3 a fit needs
    s = nlogn_scan(UNIFORM, [2, 3, 4, 5, 6], eps=eps)
    positive = tuple(r.n for r in s.rows if r.t_mix > 0)
    assert positive == (4, 5, 6)
    assert s.fit is not None and s.fit.n_values == positive
    assert all(math.isfinite(v) for v in (s.fit.c, s.fit.c_plain, s.fit.a))
