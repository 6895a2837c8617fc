"""prm23a: the claims block of ``toolkit.app.report._write`` lists each hypothesis with
whether the HYPOTHESIS holds ("holds", "does not hold", "not decided"), not whether its claim
does. The sections mostly pass claims whose hypothesis and verdict are both true, where the
two cannot be told apart; a failed theorem under a holding hypothesis, and a claim that says
nothing (holds None) under a failing one, can."""

from toolkit.app.claims import ReportClaim
from toolkit.app.report._write import _claims_block


def test_hypothesis_line_says_whether_the_hypothesis_holds():
    claims = [ReportClaim("s", "t_mix <= U", "alpha < 1", True, 10, 12, False, slack=-0.2),
              ReportClaim("s", "gap >= g", "reversible", False, 0.1, 0.2, None)]
    text = "\n".join(_claims_block(claims))
    assert "- 1: alpha < 1 (holds)" in text, text
    assert "- 2: reversible (does not hold)" in text, text
