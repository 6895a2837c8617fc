"""prm19b promise sweep: toolkit.app.report.incompatibility (which claims are asserted theorems)."""

from __future__ import annotations

import toolkit.app.report.incompatibility as inc

SMALL = (("potts q=2 n=3", "potts", dict(q=2, n=3, coupling=1.0, graph="cycle"), True),
         ("asymmetric q=2 n=3", "asymmetric-pairwise", dict(q=2, n=3, scale=1.0, seed=0), False))


def test_theorem_checks_are_asserted(monkeypatch, tmp_path):
    monkeypatch.setattr(inc, "TOY_FAMILIES", SMALL)
    s = inc.section_incompatibility(str(tmp_path), real=False)
    by = {c.name: c for c in s.claims}
    # compatible conditionals have every rectangle's log R = 0 (a theorem, asserted: `glauber verify`
    # fails when it does not hold)
    c = by["no certified rectangle: potts q=2 n=3"]
    assert (c.kind, c.hypothesis_holds, c.status()) == ("theorem", True, "PASS")
    # reversible iff every rectangle vanishes: a theorem whose hypothesis (positive conditionals:
    # softmax of finite logits) holds on every toy family
    for label, *_ in SMALL:
        r = by[f"reversible iff all rectangles vanish: {label}"]
        assert (r.kind, r.hypothesis_holds, r.status()) == ("theorem", True, "PASS")
    # generic random conditionals: reported, not asserted
    g = by["incompatibility certified: asymmetric q=2 n=3"]
    assert g.kind == "comparison"
