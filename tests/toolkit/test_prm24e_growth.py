"""prm24e (seventh sweep, issue 30): toolkit.growth.growth_verdict's local ``undetermined(why,
window=sizes, ...)``, whose ``window`` no test passed off its default
(``benchmarks/results/default-only-args-2026-12-06.md``).

Documented (``GrowthVerdict``): ``n_values`` is the window the verdict is about, the top
``WINDOW = 3`` sizes. When those span a ratio below ``MIN_WINDOW_RATIO = 1.5`` the verdict is
undetermined *about that window*, not about every size given."""

from __future__ import annotations

import numpy as np

from toolkit.growth import UNDETERMINED, growth_verdict


def test_a_narrow_top_window_is_reported_as_the_window():
    n = np.array([2, 10, 11, 12])  # top three 10..12: ratio 1.2 < 1.5
    v = growth_verdict(n, n * 1.0, n * 2.0)
    assert v.verdict == UNDETERMINED
    assert tuple(v.n_values) == (10, 11, 12)  # not the four sizes
    assert "(10, 11, 12)" in v.reasons[0]
