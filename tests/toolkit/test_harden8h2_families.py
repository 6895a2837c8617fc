"""toolkit.models.families: degenerate sizes and options given together (harden8h2, issue 30).

Each family's builder must pass every keyword it takes on to the model: values below come
from the family's formula in its docstring, computed here by hand.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.families import TOY_MODELS
from toolkit.sampling import all_site_logits


def _logits(model, x):
    return all_site_logits(model, np.asarray([x]))[0]


def _diff(L):
    """Logits up to a per-site constant: ``l(1) - l(0)`` per site (q = 2)."""
    return L[:, 1] - L[:, 0]


# ---------------------------------------------------------------- curie-weiss: beta with field
@pytest.mark.parametrize("beta,field", [(1.0, 0.3), (0.0, -0.7), (2.0, 0.0)])
def test_curie_weiss_field_given_with_beta(beta, field):
    # CurieWeiss docstring: l_i(a | x_-i) = s_a (beta/n sum_{j != i} s(x_j) + field), s = (-1, +1).
    # All tokens 0 (s = -1), n = 3: u = beta/3 * (-2) + field, logits (-u, u).
    n = 3
    m = TOY_MODELS["curie-weiss"](n=n, beta=beta, field=field)
    u = beta / n * (-2) + field
    np.testing.assert_allclose(_logits(m, [0, 0, 0]), np.tile([-u, u], (n, 1)), rtol=0, atol=1e-15)


def test_curie_weiss_zero_beta_is_the_field_alone():
    # beta = 0 (a degenerate coupling): every site sees only the field, whatever the others are
    m = TOY_MODELS["curie-weiss"](n=4, beta=0.0, field=0.25)
    for x in ([0, 0, 0, 0], [1, 0, 1, 1]):
        np.testing.assert_allclose(_diff(_logits(m, x)), np.full(4, 0.5), rtol=0, atol=1e-15)


# ---------------------------------------------------------------- independent: a single site
def test_independent_single_site():
    # n = 1 is a valid size (check_int minimum 1); the fields are N(0, scale^2) draws from the
    # seed's generator, row-major (n, q): the one site's row is the first row numpy draws
    m = TOY_MODELS["independent"](q=2, n=1, scale=1.0, seed=3)
    assert (m.vocab_size, m.length) == (2, 1)
    h = np.random.default_rng(3).normal(0.0, 1.0, size=(1, 2))
    np.testing.assert_allclose(_diff(_logits(m, [0])), h[:, 1] - h[:, 0], rtol=1e-14)
    two = TOY_MODELS["independent"](q=2, n=2, scale=1.0, seed=3)  # its first site: the same draw
    np.testing.assert_allclose(_diff(_logits(two, [0, 0]))[:1], _diff(_logits(m, [0])), rtol=1e-14)


@pytest.mark.parametrize("n", [0, -1])
def test_independent_empty_refused_naming_n(n):
    with pytest.raises(InvalidInputError, match=rf"`n`.*{n}"):
        TOY_MODELS["independent"](q=2, n=n)


def test_independent_zero_scale_is_uniform():
    # scale = 0: every field is exactly 0 (a degenerate, uniform model)
    m = TOY_MODELS["independent"](q=3, n=2, scale=0.0, seed=5)
    L = _logits(m, [0, 2])
    np.testing.assert_array_equal(L - L[:, :1], np.zeros((2, 3)))


# ---------------------------------------------------------------- nn-chain: graph with the rest
def test_nn_chain_path_has_no_wrap_edge():
    # coupling 1, no disorder, no fields: l_i(a) = #{neighbours j of i with x_j = a} (Potts).
    # x = (0, 1, 1, 1, 1): site 0's neighbours are {1} on a path, {1, 4} on a cycle.
    x = [0, 1, 1, 1, 1]
    path = _logits(TOY_MODELS["nn-chain"](q=2, n=5, graph="path"), x)
    cycle = _logits(TOY_MODELS["nn-chain"](q=2, n=5, graph="cycle"), x)
    np.testing.assert_array_equal(path[0], [0.0, 1.0])
    np.testing.assert_array_equal(path[4], [0.0, 1.0])   # the other end: neighbour 3 only
    np.testing.assert_array_equal(cycle[0], [0.0, 2.0])
    np.testing.assert_array_equal(cycle[4], [1.0, 1.0])  # neighbours 3 (token 1) and 0 (token 0)
    default = _logits(TOY_MODELS["nn-chain"](q=2, n=5), x)  # the family's default graph is the cycle
    np.testing.assert_array_equal(default, cycle)


def test_nn_chain_path_with_asymmetric_disorder_keeps_both():
    # graph='path' together with symmetric=False and disorder > 0: the ends still have one
    # neighbour (site 0's logits do not depend on x_4), and the chain is incompatible
    m = TOY_MODELS["nn-chain"](q=2, n=4, graph="path", symmetric=False, disorder=0.8, seed=1)
    np.testing.assert_array_equal(_logits(m, [0, 1, 0, 0])[0], _logits(m, [0, 1, 0, 1])[0])
    assert m.is_compatible() is False
    cyc = TOY_MODELS["nn-chain"](q=2, n=4, graph="cycle", symmetric=False, disorder=0.8, seed=1)
    assert not np.array_equal(_logits(cyc, [0, 1, 0, 0])[0], _logits(cyc, [0, 1, 0, 1])[0])
