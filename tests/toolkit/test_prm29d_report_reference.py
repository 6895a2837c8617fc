"""prm29d: the reference section's two-state closed form pi = (r, p)/(p + r) (asymmetric cases)."""

import exact
from toolkit.app.report._model import Section
from toolkit.app.report.reference import REFERENCE_TWO_STATE, _Agreement, _ref_two_state


def test_two_state_pi_claim_holds():
    # pi [[1-p, p], [r, 1-r]] = pi: pi_0 p = pi_1 r, so pi = (r, p)/(p + r); the cases have p != r
    assert any(p != r for p, r in REFERENCE_TWO_STATE)
    s = Section("reference", "reference")
    _ref_two_state(exact, _Agreement(s))
    (c,) = [c for c in s.claims if c.name == "two-state pi = (r, p)/(p + r)"]
    assert c.holds is True
