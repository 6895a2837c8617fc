"""Contract sweep s3 (issue 30): toolkit.influence promises executed but not pinned: the module
docstring's worked example (L_01 = 4, R_01(T) = tanh(1/T)), the query count, replacements above
q - 1 clipped to "all", the context row of a witness across batches, the n >= 2 guard."""

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.influence import influence_estimates
from toolkit.models import random_pairwise


class Copy:
    """The docstring's example: two sites, q = 2, l_0(a; x_1) = 2 [a = x_1], l_1 = 0."""

    vocab_size, length = 2, 2

    def logits(self, x, sites):
        x, sites = np.asarray(x), np.asarray(sites)
        out = np.zeros((x.shape[0], 2))
        for b, (row, s) in enumerate(zip(x, sites, strict=True)):
            if s == 0:
                out[b, row[1]] = 2.0
        return out


@pytest.mark.parametrize("T", [1.0, 2.0])
def test_worked_example_of_the_module_docstring(T):
    res = influence_estimates(Copy(), np.array([[0, 0], [1, 1]]), temperature=T)
    # R_01(T) = TV(softmax(2/T, 0), softmax(0, 2/T)) = (e^{2/T} - 1)/(e^{2/T} + 1) = tanh(1/T)
    assert res.R[0, 1] == pytest.approx(math.tanh(1 / T), rel=1e-12)
    assert res.R[1, 0] == 0.0 and res.L[0, 1] == pytest.approx(4.0) and res.L[1, 0] == 0.0
    assert res.T0.value == pytest.approx(1.0) and res.alpha.value == pytest.approx(math.tanh(1 / T), rel=1e-12)
    assert res.temperature == T and res.alpha.ci == (res.alpha.value, math.inf)


def test_query_count_and_replacements_above_q_minus_one():
    m = random_pairwise(3, 3, 1.0, rng=0)
    X = np.array([[0, 1, 2], [2, 2, 0]])
    a = influence_estimates(m, X, replacements="all")
    # per context: n conditionals at x and n * (q - 1) perturbed states of n conditionals each
    assert a.n_queries == 2 * (3 + 3 * 2 * 3)
    b = influence_estimates(m, X, replacements=7, rng=0)   # more than q - 1 = 2: every other token
    assert b.n_queries == a.n_queries and np.array_equal(a.R, b.R)
    c = influence_estimates(m, X, replacements=1, rng=0)
    assert c.n_queries == 2 * (3 + 3 * 1 * 3)


def test_witness_rows_index_the_contexts_across_batches():
    m = random_pairwise(3, 3, 1.5, rng=1)
    X = np.array([[0, 1, 2], [2, 2, 0], [1, 0, 0], [2, 1, 1]])
    one = influence_estimates(m, X, batch_contexts=256)
    small = influence_estimates(m, X, batch_contexts=1)
    np.testing.assert_allclose(small.R, one.R, rtol=0, atol=1e-15)
    np.testing.assert_array_equal(small.witness, one.witness)
    assert (one.witness[np.eye(3, dtype=bool)] == -1).all()   # no witness on the diagonal


def test_one_site_is_refused():
    class One:
        vocab_size, length = 2, 1

        def logits(self, x, sites):
            return np.zeros((len(x), 2))

    with pytest.raises(InvalidInputError, match="n >= 2"):
        influence_estimates(One(), np.zeros((1, 1), dtype=int))
