"""harden9c: toolkit.models.sceptr.resolve_tcr with a loop given as None (issue 30); no model
and no libtcrlm needed (no V gene given)."""

from toolkit.models.sceptr import resolve_tcr


def test_loop_given_as_none_is_absent():
    # "Absent loops are None": a key whose value is None is an absent loop, not a sequence to check
    loops = resolve_tcr({"CDR3B": "cassl", "CDR1A": None, "CDR3A": None})
    assert loops["CDR3B"] == "CASSL"
    assert loops["CDR1A"] is None and loops["CDR3A"] is None
