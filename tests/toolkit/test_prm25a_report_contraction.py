"""prm25a: the contraction section's n ln n band claim reports its condition "alpha < 1 for all n"
as met: Potts q = 2 on a cycle, coupling 1, T = 1.5: L_ij = 2 for each of the (at most) two
neighbours, R_ij <= tanh(L_ij / 4T) = tanh(1/3), so alpha <= 2 tanh(1/3) = 0.64 < 1 at every n (the
scan's exact alpha is tanh(1/T) = 0.583 for n >= 3)."""

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



def test_band_claim_condition_is_read_off_the_scan(tmp_path, monkeypatch):
    # the band's hypothesis "alpha < 1 for all n" is computed from the scan's rows, not written True.
    # On the section's cycle alpha = tanh(1/T) < 1 at every T (n >= 3), so the scan is swapped for the
    # same Potts model on the complete graph, where each site has n - 1 neighbours and the column
    # influence passes 1 by n = 5 at T = 1.5 (R_ij = tanh(1/(2T))-like per neighbour, summed)
    from toolkit.models import model_family
    real = contraction.nlogn_scan
    seen = {}

    def scan(model, ns, **kw):
        seen["scan"] = real(model_family("potts", q=2, coupling=1.0, graph="complete"), range(2, 6), **kw)
        return seen["scan"]
    monkeypatch.setattr(contraction, "nlogn_scan", scan)
    s = section_contraction(str(tmp_path), quick=True)
    assert any(r.alpha_col >= 1 for r in seen["scan"].rows)          # the case: the hypothesis fails
    band = [c for c in s.claims if c.name == "t_mix/(n ln n) in a constant band"]
    assert len(band) == 1 and band[0].hypothesis_holds is False
