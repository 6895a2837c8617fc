"""Contract sweep (issue 30, branch sweep6s5): ``glauber exact --start`` parsing
(start_state: an index up to q**n - 1, the n tokens by string or index, commas or spaces,
'text' for a model with a template) and toolkit.models.sceptr's TCR and position parsing
(the reference TCR, case-insensitive keys, a V gene or its loops, not both; 'all' and
mixed separators; the window's range message)."""

from __future__ import annotations

import pytest

from toolkit.app.commands.exact import start_state
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.masked_toy import masked_independent


def test_start_state_index_and_tokens():
    m = potts(3, 3, 1.0)
    assert start_state(m, "26") == (26, "2 2 2")                   # q**n - 1: the last index
    with pytest.raises(InvalidInputError, match=r"a state index must be in 0\.\.26"):
        start_state(m, "27")
    # tokens, row-major with site 0 most significant: (1, 0, 2) -> 1*9 + 0*3 + 2 = 11
    assert start_state(m, "1,0,2") == (11, "1 0 2") == start_state(m, " 1 0, 2 ")
    with pytest.raises(InvalidInputError, match=r"give the 3 tokens of a state \(or an index\); got 2"):
        start_state(m, "1 0")
    with pytest.raises(InvalidInputError, match=r"'3' is not one of the tokens"):
        start_state(m, "1 0 3")
    t = masked_independent(q=3, n=2, length=4, text="ACDA")   # window sites 1, 2: C D
    assert start_state(t, "text") == (1 * 3 + 2, "C D")
    assert start_state(t, "D A") == (2 * 3 + 0, "D A")


sc = pytest.importorskip("toolkit.models.sceptr")


def test_resolve_tcr_forms():
    pytest.importorskip("libtcrlm")
    ref = sc.resolve_tcr(None)
    assert ref["CDR3B"] == "CASSEFQGDNEQFF" and ref["CDR3A"] == "CAHRSAGGGTSYGKLTF" and ref["CDR1A"]
    low = sc.resolve_tcr({"cdr3b": " cassf ", "cdr1a": "tsen"})
    assert low["CDR3B"] == "CASSF" and low["CDR1A"] == "TSEN" and low["CDR2B"] is None
    with pytest.raises(InvalidInputError, match=r"gives both TRAV='TRAV38-1\*01' and \['CDR1A'\]"):
        sc.resolve_tcr({"TRAV": "TRAV38-1*01", "CDR1A": "TSEN"})
    with pytest.raises(InvalidInputError, match=r"`tcr` has unknown keys \['CDR4A'\]"):
        sc.resolve_tcr({"CDR4A": "AAA"})
    with pytest.raises(InvalidInputError, match=r"not amino acids: \['B', 'X'\]"):
        sc.resolve_tcr({"CDR3B": "CASXB"})


def test_sceptr_positions():
    assert sc._parse_positions("all", 5, "CDR3B") == [0, 1, 2, 3, 4]
    assert sc._parse_positions("3, 1 4", 5, "CDR3B") == [3, 1, 4]            # order kept, , and spaces
    with pytest.raises(InvalidInputError, match=r"must be in 0\.\.4 \(CDR3B has 5 residues\); got 5"):
        sc._parse_positions([0, 5], 5, "CDR3B")
    with pytest.raises(InvalidInputError, match=r"`free_positions` must be distinct"):
        sc._parse_positions([1, 1], 5, "CDR3B")
    with pytest.raises(InvalidInputError, match=r"at least one free site"):
        sc._parse_positions([], 5, "CDR3B")
