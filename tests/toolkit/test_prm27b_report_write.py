"""prm27b tenth sweep (issue 30): the claims block lists, under "Hypotheses", the numbers of
EVERY claim sharing a hypothesis as ranges (``1-3, 5``), not just the first of them."""

from toolkit.app.claims import ReportClaim
from toolkit.app.report import _write


def test_shared_hypothesis_names_every_claim():
    claims = [ReportClaim("s", f"c{k}", "h one" if k != 4 else "h two", True, 1.0, 0.5, True) for k in range(1, 6)]
    lines = _write._claims_block(claims)
    # claims 1, 2, 3, 5 share "h one"; claim 4 has "h two"
    assert "- 1-3, 5: h one (holds)" in lines
    assert "- 4: h two (holds)" in lines
