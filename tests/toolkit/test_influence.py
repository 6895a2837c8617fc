"""Sampled influence: equal to the exact R, L when every context and token is tried;
never above them otherwise (lower bounds)."""

import numpy as np
import pytest

from exact import StateSpace
from exact.influence import influence_matrix, influence_matrix_reference
from toolkit.exceptions import InvalidInputError
from toolkit.influence import influence_estimates
from toolkit.models import IndependentSites, potts, random_pairwise, random_table
from toolkit.sampling import run_chains


def families():
    rng = np.random.default_rng(5)
    return {
        "independent": IndependentSites(rng.normal(size=(4, 3))),
        "potts": potts(3, 4, 1.0),
        "asymmetric": random_pairwise(3, 4, 1.0, rng=6),
        "table": random_table(2, 5, 1.5, rng=7),
    }


@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric", "table"])
def test_all_contexts_equal_exact(name):
    model = families()[name]
    T = 0.9
    R, L = influence_matrix(model, temperature=T)
    res = influence_estimates(model, StateSpace.of(model).all_states(), temperature=T, batch_contexts=7)
    np.testing.assert_allclose(res.R, R, atol=1e-12)
    np.testing.assert_allclose(res.L, L, atol=1e-12)
    assert res.alpha.value == pytest.approx(R.sum(axis=0).max(), abs=1e-12)
    assert res.T0.value == pytest.approx(L.sum(axis=0).max() / 4, abs=1e-12)


def test_matches_reference_loop():
    model = random_pairwise(2, 3, 1.0, rng=1)
    R, L = influence_matrix_reference(model, temperature=1.1)
    res = influence_estimates(model, StateSpace.of(model).all_states(), temperature=1.1)
    np.testing.assert_allclose(res.R, R, atol=1e-12)
    np.testing.assert_allclose(res.L, L, atol=1e-12)


@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric", "table"])
def test_sampled_never_exceeds_exact(name):
    """Contexts from a short chain, one random replacement token per site: lower bounds."""
    model = families()[name]
    T = 0.9
    R, L = influence_matrix(model, temperature=T)
    run = run_chains(model, temperature=T, n_chains=4, n_steps=20, record_every=5, rng=3)
    res = influence_estimates(model, run, temperature=T, replacements=1, rng=4)
    assert (res.R <= R + 1e-12).all() and (res.L <= L + 1e-12).all()
    assert res.alpha.value <= R.sum(axis=0).max() + 1e-12
    assert res.alpha_row.value <= R.sum(axis=1).max() + 1e-12
    assert res.alpha.ci == (res.alpha.value, np.inf) and "lower bound" in res.alpha.method
    # softmax lemma on the sampled witnesses: R_hat <= tanh(L_hat / 4T)
    assert (res.R <= np.tanh(res.L / (4 * T)) + 1e-12).all()
    if name != "independent":
        assert res.R.max() > 0  # the estimate is not trivially zero
    else:
        assert res.R.max() == 0 and res.L.max() < 1e-12
    # witnesses reproduce R
    i, j = np.unravel_index(np.argmax(res.R), res.R.shape)
    if res.R[i, j] > 0:
        c, tok = res.witness[i, j]
        x = res.contexts[c]
        y = x.copy()
        y[j] = tok
        from toolkit.chain import conditionals

        px = conditionals(model, x[None], np.array([i]), temperature=T)[0]
        py = conditionals(model, y[None], np.array([i]), temperature=T)[0]
        assert 0.5 * np.abs(px - py).sum() == pytest.approx(res.R[i, j], abs=1e-12)
    assert "alpha" in str(res)


def test_bad_input():
    m = potts(3, 3, 1.0)
    with pytest.raises(InvalidInputError, match="`replacements` must be >= 1; got 0"):
        influence_estimates(m, np.zeros((1, 3), int), replacements=0)
    with pytest.raises(InvalidInputError, match="`replacements` must be 'all'"):
        influence_estimates(m, np.zeros((1, 3), int), replacements="some")
    with pytest.raises(InvalidInputError, match="`temperature` must be > 0"):
        influence_estimates(m, np.zeros((1, 3), int), temperature=-2)
    with pytest.raises(InvalidInputError, match="`contexts` holds token 3"):
        influence_estimates(m, np.array([[0, 3, 0]]))
