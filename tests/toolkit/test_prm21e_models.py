"""prm21e (issue 30, fourth sweep: loose assertions): exact values of the model families' error
bounds, sizes and guards that the targeted tests checked only loosely (hand values, the
documented rules)."""

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models._params import reject_unknown
from toolkit.models.base import logit_error_bound
from toolkit.models.basins import planted_margin
from toolkit.models.families import TOY_MODELS
from toolkit.models.masked_toy import masked_independent
from toolkit.models.registry import dense_array_bytes
from toolkit.models.toy import Pairwise
from toolkit.models.zoo import _tokens_for

U = 2.0**-53


def gamma(k):
    return k * U / (1 - k * U)


def test_assumed_logit_error_is_2_n_eps():
    # a model declaring nothing: 2 n eps times the row's largest |logit| (at least 1); eps = 2u
    model = SimpleNamespace(vocab_size=2, length=5)
    err = logit_error_bound(model, None, np.array([0, 1]), np.array([[3.0, -1.0], [0.25, 0.5]]))
    assert np.array_equal(err, 2 * 5 * (2 * U) * np.array([3.0, 1.0]))


def test_pairwise_error_sums_the_couplings():
    # gamma_{n+1} (max|h_i| + sum_j max|J_ij|): n = 3 sites, site 0 coupled to 1 (max 2) and 2 (max 3)
    h = np.array([[0.5, -1.0], [0.0, 0.0], [0.0, 0.25]])
    J = np.zeros((3, 3, 2, 2))
    J[0, 1] = [[2.0, 0.0], [0.0, -1.0]]
    J[0, 2] = [[0.0, -3.0], [1.0, 0.0]]
    m = Pairwise(h, J)
    err = m.logit_error(np.zeros((3, 3), dtype=int), np.array([0, 1, 2]), None)
    assert np.array_equal(err, gamma(4) * np.array([1.0 + 2.0 + 3.0, 0.0, 0.25]))


def test_planted_margin_plants_every_constant_state():
    # "states defaults to the q constant states (a, a, ..., a)": each has margin exactly gamma at
    # every site: l_i(a) - max_{b != a} l_i(b) read straight off model.logits
    q, n, g = 3, 3, 1.5
    m = planted_margin(q, n, g, rng=0)
    for a in range(q):
        x = np.full((n, n), a)
        lg = m.logits(x, np.arange(n))
        others = np.delete(lg, a, axis=1).max(axis=1)
        assert np.allclose(lg[:, a] - others, g, rtol=0, atol=1e-12)


def test_planted_margin_coupling_checked_by_its_name():
    with pytest.raises(InvalidInputError, match="`coupling`"):
        TOY_MODELS["planted-margin"](coupling=-1.0)


def test_masked_toy_with_template_n_must_match():
    m = masked_independent(q=4, n=2, length=5)
    assert m.with_template(n=2, free_positions=[0, 3]).length == 2
    with pytest.raises(InvalidInputError, match="does not match"):
        m.with_template(n=3, free_positions=[0, 1])


def test_independent_fields_bytes():
    # the fields h (n, q): n q float64 entries
    lg, what = dense_array_bytes("independent", 3, 5)
    assert lg == pytest.approx(math.log10(8 * 5 * 3), rel=1e-15)


def test_reject_unknown_uses_difflib_default_cutoff():
    # difflib's default cutoff 0.6: "cpl" is 0.545 like "coupling", no suggestion
    import difflib
    accepted = ("q", "n", "coupling", "graph")
    assert difflib.get_close_matches("cpl", accepted, n=1) == []
    with pytest.raises(InvalidInputError) as info:
        reject_unknown("potts", {"cpl": 1.0}, accepted)
    assert "did you mean" not in str(info.value)


def test_hf_tokens_are_words():
    # an hf: model is word-level: "ab" is one token, which does not match q = 2
    with pytest.raises(InvalidInputError, match="does not match"):
        _tokens_for("hf:some-model", "ab", 2)
    assert _tokens_for("antiberty", "AC", 2) == "AC"  # residue models read characters
