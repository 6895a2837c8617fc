"""prm23a: ``toolkit.app.claims.ReportClaim`` puts ``hypothesis_holds`` and ``holds`` where
:class:`toolkit.results.Claim` keeps them. The sections mostly pass True for both, where a
swap is invisible; a theorem whose hypothesis fails (holds None: it says nothing) and a
refuted claim under a holding hypothesis tell them apart."""

from toolkit.app.claims import ReportClaim


def test_hypothesis_fails_claim_says_nothing():
    c = ReportClaim("sec", "t_mix <= bound", "alpha < 1", False, 10.0, 12.0, None)
    assert c.hypothesis_holds is False
    assert c.holds is None
    assert c.section == "sec" and c.bound == 10.0 and c.value == 12.0


def test_hypothesis_holds_claim_fails():
    c = ReportClaim("sec", "t_mix <= bound", "alpha < 1", True, 10.0, 12.0, False, slack=-0.2)
    assert c.hypothesis_holds is True
    assert c.holds is False
    assert c.slack == -0.2
