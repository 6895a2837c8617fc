"""prm25c (issue 30, eighth sweep): an undetermined combination of verdicts carries the
slopes of the window it reports.

Contract (``combine_verdicts``): "An undetermined combination is about the longest window
among the inputs (its ``n_values`` and ``slopes``)". A polynomial ``t_rel`` (``n^1``) and a
faster ``t_mix`` (``2^n``) conflict: undetermined, with one input's window AND its slopes."""

import numpy as np

from toolkit.growth import UNDETERMINED, combine_verdicts, growth_verdict


def test_conflict_reports_a_window_with_its_slopes():
    n = np.array([8, 16, 32, 64])
    a = growth_verdict(n[:3], n[:3] ** 1.0, n[:3] ** 1.0, quantity="t_rel")
    b = growth_verdict(n, 2.0**n, 2.0**n, quantity="t_mix")
    assert a.verdict != b.verdict and UNDETERMINED not in (a.verdict, b.verdict)
    c = combine_verdicts([a, b])
    assert c.verdict == UNDETERMINED
    assert len(c.slopes) > 0
    assert any(tuple(c.n_values) == tuple(v.n_values) and c.slopes == v.slopes for v in (a, b))
