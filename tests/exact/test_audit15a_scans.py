"""Audit 15a (issue 30): nlogn_scan's lumped rows keep a lower bound out of ``t_mix``.

Contract (``exact.scans.nlogn_scan`` docstring): lumped mixing times of ``q > 2`` models beyond
the all-classes size come from the monochromatic starts only, "reported in
``t_mix_monochromatic`` with ``t_mix = None``" -- the worst start may mix later, so that value
is a lower bound, not the exact ``t_mix``; with no exact ``t_mix`` beside a bound, ``all_hold``
is None (``NlognScan.all_hold``) and the row's ratio is None.
"""

from __future__ import annotations

from exact.lumped import count_vectors, n_count_vectors
from exact.scans import nlogn_scan
from toolkit.models.exchangeable import MeanFieldPotts


def _mfp3(n):
    return MeanFieldPotts(3, n, 1.0)


def test_a_monochromatic_lower_bound_is_not_reported_as_t_mix():
    n, q = 15, 3
    # beyond the all-classes size: the class chains of q = 3, n = 15 hold more than 2e5 states
    # in all (exact.lumped.lumped_mixing_time's documented switch to the monochromatic starts)
    total = 0
    for c in count_vectors(n, q):
        size = 1
        for v in c:
            if v > 0:
                size *= n_count_vectors(int(v), q)
        total += size
    assert total > 2e5
    scan = nlogn_scan(_mfp3, [n], temperature=1.0, method="lumped")
    row = scan.rows[0]
    assert row.method == "lumped"
    assert row.t_mix_monochromatic is not None and row.t_mix_monochromatic > 0
    assert row.t_mix is None and row.ratio is None
    assert row.holds is None and scan.all_hold is None
    assert "not exact" in row.t_mix_note
