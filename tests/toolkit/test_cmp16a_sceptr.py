"""cmp16a (issue 30): ``resolve_tcr`` resolves a chain's V gene to that chain's CDR1 and CDR2
(its docstring: "V genes resolved to CDR1/2 by libtcrlm and tidytcells"): TRAV gives CDR1A and
CDR2A, TRBV gives CDR1B and CDR2B, the other chain's loops stay absent (None)."""

import pytest

pytest.importorskip("libtcrlm")

from toolkit.models.sceptr import resolve_tcr  # noqa: E402


def test_alpha_v_gene_gives_the_alpha_loops():
    # IMGT TRAV12-2*01: CDR1-IMGT DRGSQS, CDR2-IMGT IYSNGD (the alpha chain of many HLA-A2 TCRs)
    loops = resolve_tcr({"TRAV": "TRAV12-2*01"})
    assert (loops["CDR1A"], loops["CDR2A"]) == ("DRGSQS", "IYSNGD")
    assert loops["CDR1B"] is None and loops["CDR2B"] is None


def test_beta_v_gene_gives_the_beta_loops_only():
    loops = resolve_tcr({"TRBV": "TRBV19*01"})
    assert loops["CDR1A"] is None and loops["CDR2A"] is None
    assert loops["CDR1B"] and loops["CDR2B"]  # a functional TRBV has both loops
    assert set(loops["CDR1B"] + loops["CDR2B"]) <= set("ACDEFGHIKLMNPQRSTVWY")
