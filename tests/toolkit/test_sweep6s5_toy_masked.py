"""Contract sweep (issue 30, branch sweep6s5), part 2: toy.py's partial-context rules by hand
(LogitTable: the mean over the masked context tokens; JointModel: log-sum-exp of the joint;
Pairwise: truncation) and masked_toy.py's reduced() on mean-field Potts and Curie-Weiss
(fixed positions folded into fields) against the MaskedToy's own conditionals, and its
t-token texts (q > 20, whitespace-separated)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from scipy.special import logsumexp

from toolkit.exceptions import InvalidInputError
from toolkit.models import CurieWeiss, MeanFieldPotts
from toolkit.models.masked_toy import MaskedToy, masked_independent
from toolkit.models.toy import JointModel, LogitTable, Pairwise


def test_logit_table_mean_over_masked_context():
    q, n = 2, 3
    rng = np.random.default_rng(0)
    table = rng.normal(size=(n, q ** (n - 1), q))
    t = LogitTable(table)
    x = np.array([[0, 1, 1]])
    mask = np.array([[True, False, True]])   # sites 0 and 2 masked
    out = t.masked_logits(x, mask)
    # site 0: context (x_1, x_2) with x_1 = 1 and x_2 uniform -> mean of c = 1*2 + 0 and 1*2 + 1
    np.testing.assert_allclose(out[0, 0], (table[0, 2] + table[0, 3]) / 2, atol=1e-15)
    # site 2: context (x_0, x_1) with x_0 uniform, x_1 = 1 -> mean of c = 0*2 + 1 and 1*2 + 1
    np.testing.assert_allclose(out[0, 2], (table[2, 1] + table[2, 3]) / 2, atol=1e-15)


def test_joint_marginal_conditionals_by_logsumexp():
    rng = np.random.default_rng(1)
    lj = rng.normal(size=(2, 2, 2))
    j = JointModel(lj)
    out = j.masked_logits(np.array([[1, 0, 1]]), np.array([[False, True, True]]))
    # site 1 given x_0 = 1, x_2 masked: log sum_{x_2} exp(lj[1, a, x_2])
    np.testing.assert_allclose(out[0, 1], logsumexp(lj[1], axis=1), atol=1e-14)
    np.testing.assert_allclose(out[0, 2], logsumexp(lj[1], axis=0), atol=1e-14)


def test_pairwise_truncation():
    rng = np.random.default_rng(2)
    h, J = rng.normal(size=(3, 2)), rng.normal(size=(3, 3, 2, 2))
    m = Pairwise(h, J)
    out = m.masked_logits(np.array([[1, 0, 1]]), np.array([[True, False, True]]))
    # site 0: h[0] + J[0, 1, :, x_1] only (site 2 masked: its term dropped)
    np.testing.assert_allclose(out[0, 0], h[0] + J[0, 1, :, 0], atol=1e-15)


@pytest.mark.parametrize("base", [MeanFieldPotts(3, 5, 1.7, field=[0.2, 0.0, -0.3]), CurieWeiss(5, 1.3, field=0.4)])
def test_reduced_has_the_window_conditionals(base):
    q = base.vocab_size
    text = [1, 0, 2 % q, 1, 0]
    m = MaskedToy(base, text, [3, 1])
    r = m.reduced()
    assert (r.vocab_size, r.length) == (q, 2)
    states = np.array(list(itertools.product(range(q), repeat=2)))
    for i in range(2):
        sites = np.full(len(states), i)
        np.testing.assert_allclose(r.logits(states, sites), m.logits(states, sites), atol=1e-12)


def test_t_tokens_text():
    m = masked_independent(q=21, n=2, length=3, text="t20 t0 t5")   # window: round(1/2) = 0 -> sites 0, 1
    assert m.tokens[20] == "t20" and not m.split_chars
    assert m.decode(m.initial_state()) == "t20 t0" and m.render(m.initial_state()) == "t20 t0 t5"
    with pytest.raises(InvalidInputError, match=r"`text` must have 3 tokens"):
        masked_independent(q=21, n=2, length=3, text="t20 t0")
