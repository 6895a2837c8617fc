"""prm25a: the contraction section's n ln n band claim reports its condition "alpha < 1 for all n"
as met: Potts q = 2 on a cycle, coupling 1, T = 1.5: L_ij = 2 for each of the (at most) two
neighbours, R_ij <= tanh(L_ij / 4T) = tanh(1/3), so alpha <= 2 tanh(1/3) = 0.64 < 1 at every n."""

import math

from toolkit.app.report import contraction
from toolkit.app.report.contraction import section_contraction


def test_band_claim_condition_met(tmp_path, monkeypatch):
    assert 2 * math.tanh(1 / 3) < 1
    real = contraction.nlogn_scan     # the section's family on n = 2..5 only (fast)
    monkeypatch.setattr(contraction, "nlogn_scan", lambda model, ns, **kw: real(model, range(2, 6), **kw))
    s = section_contraction(str(tmp_path), quick=True)
    band = [c for c in s.claims if c.name == "t_mix/(n ln n) in a constant band"]
    assert len(band) == 1 and band[0].hypothesis_holds is True
    assert all(c.hypothesis_holds for c in s.claims)
