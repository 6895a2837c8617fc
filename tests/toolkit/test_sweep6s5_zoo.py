"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.zoo's documented defaults
(n = 4, the CDR-H3 / CDR-L3 windows of trastuzumab, q's limits), without loading a model."""

from __future__ import annotations

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import zoo


def test_antibody_windows_start_at_kabat_cdr3():
    # Kabat: CDR-H3 starts at H95, the residue after the Cys92-Ser-Arg of "...AVYYCSR"; with the
    # insertions 52a, 82a-c that is the 99th residue of trastuzumab's VH (index 98). CDR-L3
    # starts at L89 (no insertion before it in this VL: index 88, after "...ATYYC").
    assert zoo.REFERENCE_VH[91:98] == "AVYYCSR" and zoo.REFERENCE_VL[83:88] == "ATYYC"
    for name, text, start in (("antiberty", zoo.REFERENCE_VH, 98), ("sapiens-vh", zoo.REFERENCE_VH, 98),
                              ("sapiens-vl", zoo.REFERENCE_VL, 88)):
        t = zoo._template_for(name, None, None, None, None, None)
        # the documented default n = 4
        assert t == {"text": text, "free_positions": [start, start + 1, start + 2, start + 3]}


def test_default_n_is_four_without_a_template():
    assert zoo._template_for("tiny-en", None, None, None, None, None) == {"n": 4}
    assert zoo._template_for("hf:somewhere", None, None, None, None, None) == {"n": 4}
    t = zoo._template_for("hf:somewhere", None, None, "the", None, None)
    assert t == {"n": 4, "prefix": "the", "suffix": None, "free_positions": None}
    assert zoo._template_for("tiny-en", 2, None, None, None, None) == {"n": 2}


def test_window_that_ends_at_the_last_residue_is_kept():
    # start + n == len: the window fits exactly, it is not moved
    n = len(zoo.REFERENCE_VL) - 88
    t = zoo._template_for("sapiens-vl", n, None, None, None, None)
    assert t["free_positions"] == list(range(88, len(zoo.REFERENCE_VL)))


def test_q_limits_and_all():
    with pytest.raises(InvalidInputError, match=r"`q` must be >= 2; got 1"):
        zoo._tokens_for("tiny-en", None, 1)
    assert zoo._tokens_for("antiberty", None, 20) == list(zoo.DEFAULTS["antiberty"]["tokens"])
    # tokens='all' with a q is not parsed as a token list
    assert zoo._tokens_for("tiny-en", "all", 3) == "all"
    with pytest.raises(InvalidInputError, match=r"model 'hf:x' needs `tokens`"):
        zoo._tokens_for("hf:x", None, None)


def test_defaults_table():
    # module docstring: the 20 amino acids for the antibody models, 8 words for tiny-en
    assert len(zoo.DEFAULTS["tiny-en"]["tokens"]) == 8
    for name in ("antiberty", "sapiens-vh", "sapiens-vl"):
        assert sorted(zoo.DEFAULTS[name]["tokens"]) == sorted("ACDEFGHIKLMNPQRSTVWY")
    assert zoo.REAL_MODEL_NAMES == ("tiny-en", "antiberty", "sapiens-vh", "sapiens-vl")


def test_not_loadable_messages():
    with pytest.raises(InvalidInputError, match=r"`model` 'potts' is a toy family"):
        zoo.load_model("potts")
    with pytest.raises(InvalidInputError, match=r"'sceptr' is not a transformers model"):
        zoo.load_model("sceptr")
    with pytest.raises(InvalidInputError, match=r"unknown real model 'bert'"):
        zoo.load_model("bert")
