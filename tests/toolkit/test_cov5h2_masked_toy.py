"""Coverage-driven tests of toolkit/models/masked_toy.py (issue 30, branch cov5h2): the
template checks, text forms, encode/decode of batches, the reduced model of independent
sites and of a fully free Pairwise, and the family helpers, each against the docstring or
an independent computation (the base model's own conditionals at the embedded states)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, make_model, potts
from toolkit.models.masked_toy import MaskedToy, nn_chain


def _toy(text="ACDAC", pos=(1, 3), **kw):
    return MaskedToy(potts(3, 5, 0.8), text, list(pos) if not isinstance(pos, str) else pos, **kw)


def test_tokens_text_and_positions_checks():
    with pytest.raises(InvalidInputError, match=r"`tokens` must be 3 distinct strings; got \['a', 'a', 'b'\]"):
        _toy(tokens=["a", "a", "b"])
    with pytest.raises(InvalidInputError, match="`tokens` must be 3 distinct strings"):
        _toy(tokens=["a", "b"])
    with pytest.raises(InvalidInputError, match=r"`text` must be a string of tokens of V or indices in 0\.\.2"):
        _toy(text=[0, 1, 3, 0, 0])
    with pytest.raises(InvalidInputError, match=r"`free_positions` is required \(a list of positions, or 'all'\)"):
        MaskedToy(potts(3, 5, 0.8), "ACDAC", None)
    with pytest.raises(InvalidInputError, match="the template must have at least one free site"):
        _toy(pos=())
    with pytest.raises(InvalidInputError, match="`free_positions` must be distinct; got 1, 1"):
        _toy(pos=(1, 1))
    # a list of token strings is the same text as the string; 'all' frees every position in order
    a, b = _toy(text=["A", "C", "D", "A", "C"], pos="all"), _toy(pos=" all ")
    assert a.free_positions.tolist() == b.free_positions.tolist() == [0, 1, 2, 3, 4]
    assert a.decode(a.initial_state()) == "ACDAC"
    # multi-character tokens: the text is whitespace-separated words
    w = _toy(text="xa yb zc xa yb", tokens=["xa", "yb", "zc"])
    assert w.initial_state().tolist() == [1, 0] and w.decode(np.array([2, 0])) == "zc xa"


def test_with_template_refusals():
    m = _toy()
    with pytest.raises(InvalidInputError, match=r"with_template\(\) takes .*; got \['device'\]"):
        m.with_template(device="cpu")
    with pytest.raises(InvalidInputError, match="a masked toy has a fixed-length text"):
        m.with_template(prefix="A")
    with pytest.raises(InvalidInputError, match="`n`=3 does not match the 2 `free_positions`"):
        m.with_template(n=3)
    assert m.with_template(n=2).free_positions.tolist() == [1, 3]


def test_encode_decode_batches_and_initial_state():
    m = _toy()  # V = A, C, D; free positions 1, 3 of "ACDAC" hold C, A
    assert m.encode("D A").tolist() == [2, 0]
    np.testing.assert_array_equal(m.encode([["A", "C"], ["D", "D"]]), [[0, 1], [2, 2]])
    with pytest.raises(InvalidInputError, match=r"`words` \['E'\] are not in the model's token set"):
        m.encode(["A", "E"])
    assert m.decode(np.array([[0, 1], [2, 2]])) == ["AC", "DD"]
    assert m.text_outside_v() == []
    assert m.initial_state().tolist() == [1, 0]
    with pytest.raises(InvalidInputError, match="`words` must give 2 tokens; got 3"):
        m.initial_state("ACD")


def test_logit_error_rule_follows_the_base():
    # a base without a LOGIT_ERROR_RULE: the base module's default; with one: the base's own
    class NoRule:
        vocab_size, length = 2, 3

        def logits(self, x, sites):
            return np.zeros((len(x), 2))

    class WithRule(NoRule):
        LOGIT_ERROR_RULE = "my rule"

    assert MaskedToy(NoRule(), [0, 1, 0], "all").LOGIT_ERROR_RULE == "toolkit.models.base default"
    assert MaskedToy(WithRule(), [0, 1, 0], "all").LOGIT_ERROR_RULE == "my rule"


def test_reduced_independent_sites_keeps_the_free_fields():
    h = np.arange(12.0).reshape(4, 3) / 5
    m = MaskedToy(IndependentSites(h), [0, 1, 2, 0], [3, 1])
    r = m.reduced()
    assert isinstance(r, IndependentSites)
    np.testing.assert_array_equal(r.h, h[[3, 1]])  # the free sites' fields, in the order of free_positions


def test_reduced_pairwise_all_free_keeps_graph_and_coupling_and_unknown_base():
    base = potts(3, 4, 0.7, graph="cycle")
    r = MaskedToy(base, [0, 1, 2, 0], "all").reduced()
    assert (r.graph, r.coupling) == (base.graph, base.coupling) == ("cycle", 0.7)
    part = MaskedToy(base, [0, 1, 2, 0], [0, 1]).reduced()
    assert not hasattr(part, "graph")  # a window of the chain is no longer the named graph

    class Other:
        vocab_size, length = 2, 2

        def logits(self, x, sites):
            return np.zeros((len(x), 2))

    with pytest.raises(InvalidInputError, match="reduced\\(\\) knows independent sites"):
        MaskedToy(Other(), [0, 1], "all").reduced()


def test_nn_chain_refuses_infinite_coupling_and_length_from_text():
    with pytest.raises(InvalidInputError, match="`coupling` must be finite; got inf"):
        nn_chain(3, 4, coupling=float("inf"))
    # the template length comes from the text: letters (q <= 20, spaces ignored), words (q > 20), or len
    assert make_model("masked-independent", q=3, n=2, text="AC D AC").template_length == 5
    assert make_model("masked-independent", q=21, n=2, text="t0 t1 t2").template_length == 3
    assert make_model("masked-independent", q=3, n=2, text=[0, 1, 2, 0]).template_length == 4
