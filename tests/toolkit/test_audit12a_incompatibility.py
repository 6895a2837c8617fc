"""toolkit/app/report/incompatibility.py: the survivor of the twelfth blind audit, part a
(benchmarks/blind_audit_12a.py)."""

import toolkit.app.report.incompatibility as incompatibility


def test_incompatibility_claim_fails_on_a_family_with_no_certified_rectangle(tmp_path, monkeypatch):
    # A ferromagnetic Potts cycle has conditionals of one joint law (Gibbs), so every rectangle's
    # log R vanishes up to round-off and none is certified. Listed as "not compatible by
    # construction", its claim "incompatibility certified" has the bound "> 0 certified" and the
    # value 0: it must not hold (documented bound; 0 > 0 is false).
    monkeypatch.setattr(incompatibility, "TOY_FAMILIES",
                        (("Potts q=2 n=4 listed as incompatible", "potts",
                          dict(q=2, n=4, coupling=1.0, graph="cycle"), False),))
    s = incompatibility.section_incompatibility(str(tmp_path), quick=True, real=False, rng=0)
    claim = next(c for c in s.claims if c.name.startswith("incompatibility certified"))
    assert claim.value == 0
    assert claim.bound == "> 0 certified"
    assert claim.holds is False
    # the other claims of that family still say what the mathematics says: no rectangle, reversible
    assert s.data["toy"][0]["certified"] == 0 and s.data["toy"][0]["reversible"] is True
