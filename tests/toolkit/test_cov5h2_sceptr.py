"""Coverage-driven tests of toolkit/models/sceptr.py (issue 30, branch cov5h2): the input
checks of the TCR template, tokens and positions, and the missing-package paths, each an
InvalidInputError / ModelNotAvailableError naming the argument and value; the reference
TCR's CDR3B is CASSEFQGDNEQFF (REFERENCE_TCR, SCEPTR's documentation)."""

from __future__ import annotations

import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.exceptions import InvalidInputError, ModelNotAvailableError  # noqa: E402
from toolkit.models import sceptr as sc  # noqa: E402

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def model():
    return sc.load_sceptr(tokens="A C")  # V = {A, C}; 4 free sites of CDR3B after CASS: E F Q G


def test_package_dir_and_missing_libtcrlm(monkeypatch):
    assert sc._package_dir("no_such_package_cov5h2") is None
    monkeypatch.setitem(sys.modules, "libtcrlm", None)  # import libtcrlm raises ImportError
    with pytest.raises(ModelNotAvailableError, match="needs torch and the PyPI packages libtcrlm"):
        sc._import_libtcrlm()


def test_loop_compartments_of_a_cdr3_tokeniser_and_an_unknown_one():
    from libtcrlm.tokeniser import Cdr3Tokeniser
    from libtcrlm.tokeniser.token_indices import Cdr3CompartmentIndex

    comp = sc._loop_compartments(Cdr3Tokeniser())
    assert comp == {"CDR3A": int(Cdr3CompartmentIndex["CDR3A"]), "CDR3B": int(Cdr3CompartmentIndex["CDR3B"])}
    with pytest.raises(InvalidInputError, match="tokeniser object are not supported"):
        sc._loop_compartments(object())


def test_residue_and_tcr_checks():
    with pytest.raises(InvalidInputError, match="`cdr` must be an amino-acid string; got 5"):
        sc._check_residues(5, "cdr")
    with pytest.raises(InvalidInputError, match=r"`tcr` must be a mapping with keys among .*; got 'CASS'"):
        sc.resolve_tcr("CASS")
    # CDR1/2 given directly: upper-cased; an empty one is absent (None)
    loops = sc.resolve_tcr({"CDR1A": "tsen", "CDR2A": "", "CDR3B": "cassf"})
    assert loops["CDR1A"] == "TSEN" and loops["CDR2A"] is None and loops["CDR3B"] == "CASSF"
    assert loops["CDR1B"] is None and loops["CDR3A"] is None


def test_tokens_and_positions_parsing():
    assert sc._parse_tokens(np.array(["a", "c"])) == ["A", "C"]
    assert sc._parse_tokens("ACD") == ["A", "C", "D"] and sc._parse_tokens("A, C") == ["A", "C"]
    with pytest.raises(InvalidInputError, match=r"`tokens` must be distinct; got \['A', 'C', 'A'\]"):
        sc._parse_tokens("ACA")
    assert sc._parse_positions("3, 1 2", 5, "CDR3B") == [3, 1, 2]
    with pytest.raises(InvalidInputError, match="`free_positions` must be integers or 'all'; got '1 x'"):
        sc._parse_positions("1 x", 5, "CDR3B")
    with pytest.raises(InvalidInputError, match="`free_positions` must be distinct; got 2, 2"):
        sc._parse_positions([2, 2], 5, "CDR3B")
    with pytest.raises(InvalidInputError, match="the template must have at least one free site"):
        sc._parse_positions([], 5, "CDR3B")


def test_template_checks_and_text_outside_v(model):
    with pytest.raises(InvalidInputError, match="`n`=3 does not match the 2 `free_positions`"):
        model.with_template(free_positions=[4, 5], n=3)
    with pytest.raises(InvalidInputError, match=r"with_template\(\) takes .*; got \['prefix'\]"):
        model.with_template(prefix="CASS")
    # CDR3B = CASSEFQGDNEQFF; free sites 4..7 hold E F Q G, none of them in V = {A, C}
    assert model.text_outside_v() == [(0, "E"), (1, "F"), (2, "Q"), (3, "G")]
    w = model.with_template(free_positions=[0, 2, 4])  # C, S, E: only C is in V
    assert w.text_outside_v() == [(1, "S"), (2, "E")]
    with pytest.raises(InvalidInputError, match="`residues` must give 4 residues; got 3"):
        model.initial_state("ACA")
    assert model.initial_state("CAAC").tolist() == [1, 0, 0, 1]


def test_load_sceptr_q_checks():
    with pytest.raises(InvalidInputError, match="`q`=21 exceeds the 20 residues SCEPTR predicts"):
        sc.load_sceptr(q=21)
    with pytest.raises(InvalidInputError, match="`q`=3 does not match the 2 `tokens` given"):
        sc.load_sceptr(tokens="A C", q=3)
