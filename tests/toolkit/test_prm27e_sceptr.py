"""prm27e (issue 30, tenth sweep): resolve_tcr reports an absent loop as None (docstring:
"Absent loops are None"), also when the V gene's libtcrlm record has an empty CDR2.

Mutant prm27e.sceptr.empty_cdr2_kept kept the empty string: every tested V gene has a CDR2.
A stand-in libtcrlm record with CDR1B "MNHEY" and an empty CDR2B (libtcrlm/tidytcells itself
is still imported as in real use)."""

from types import SimpleNamespace

import pytest

from toolkit.models.sceptr import resolve_tcr

schema = pytest.importorskip("libtcrlm.schema")


def test_empty_cdr2_of_a_v_gene_is_absent(monkeypatch):
    def make(trav, _a, trbv, _b):
        return SimpleNamespace(cdr1b_sequence="MNHEY", cdr2b_sequence="", cdr1a_sequence=None, cdr2a_sequence=None)

    monkeypatch.setattr(schema, "make_tcr_from_components", make)
    loops = resolve_tcr({"TRBV": "TRBV2*01", "CDR3B": "CASSEFQGDNEQFF"})
    assert loops["CDR1B"] == "MNHEY"
    assert loops["CDR2B"] is None
    assert loops["CDR3B"] == "CASSEFQGDNEQFF"
    assert loops["CDR1A"] is None and loops["CDR2A"] is None and loops["CDR3A"] is None
