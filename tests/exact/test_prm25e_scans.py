"""prm25e (issue 30, eighth sweep): exact.scans.nlogn_scan hands eps to the lumped engine
as it does to the enumerated one."""

from exact.scans import nlogn_scan
from toolkit.models.exchangeable import CurieWeiss


def _cw(n):
    return CurieWeiss(n, 0.5)


def test_lumped_rows_use_the_given_eps():
    # the same exchangeable chain, enumerated (mixing_time on the full kernel) and lumped (the
    # count chain's exact worst start): t_mix(eps) must agree at an eps other than the default 1/4
    ns = (3, 4, 5)
    lumped = nlogn_scan(_cw, ns, temperature=1.0, eps=0.05, method="lumped")
    full = nlogn_scan(_cw, ns, temperature=1.0, eps=0.05, method="enumerate")
    assert [r.t_mix for r in lumped.rows] == [r.t_mix for r in full.rows]
    assert all(r.method == "lumped" for r in lumped.rows)
