"""One copy of each formula: the exact call sites (enumeration, ``exact``) and the sampled ones
(``toolkit``), run on every context and token of hypothesis models, give the same numbers.

- rectangles: ``exact.rectangles.all_rectangles`` against ``toolkit.incompat.rectangle_test``
  with every state as a context and every token: the same rectangles, the same ``log R`` and
  the same bound (both are :mod:`toolkit._rectangle` on the same logits). The bounds differ
  only through the logit errors fed in: the exact table takes each site's largest declared
  error, the sampled test each queried row's own, so where a model declares one error per
  site the bounds are equal, and otherwise the sampled one is at most the exact one.
- influences: ``exact.influence.influence_matrix`` against ``toolkit.influence.influence_estimates``
  on every state: equal ``R`` and ``L`` (and the shared summary: equal alphas and ``T_0``).
- margins: ``exact.basins.local_margins`` against ``toolkit.metastable.local_margin`` on
  every state: equal.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given

from exact import StateSpace
from exact.basins import local_margins
from exact.influence import influence, influence_matrix
from exact.rectangles import all_rectangles
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.metastable import local_margin
from toolkit.models.base import logit_error_bound
from toolkit.sampling import model_logits
from toolkit.strategies import models, planted_fixed_points, temperatures

KEY_FIELDS = ("i", "j", "a", "a2", "b", "b2")


def _sorted_by_key(space, contexts, cols):
    """Rectangle keys ``(context with sites i, j zeroed, i, j, a, a2, b, b2)`` and their order."""
    c = contexts.copy()
    rows = np.arange(c.shape[0])
    c[rows, cols["i"]] = 0
    c[rows, cols["j"]] = 0
    key = np.column_stack([space.index(c)] + [np.asarray(cols[f], dtype=np.int64) for f in KEY_FIELDS])
    order = np.lexsort(key.T[::-1])
    return key[order], order


def _one_error_per_site(model, space) -> bool:
    """Whether the model declares the same logit error on every row of each site."""
    X = space.all_states()
    for i in range(model.length):
        sites = np.full(X.shape[0], i)
        err = logit_error_bound(model, X, sites, model_logits(model, X, sites, model.vocab_size))
        if err.max() != err.min():
            return False
    return True


@given(models(), temperatures())
def test_rectangles_exact_and_sampled_call_sites_agree(model, T):
    space = StateSpace.of(model)
    X = space.all_states()
    ex = all_rectangles(model, temperature=T)
    sm = rectangle_test(model, X, pairs="all", tokens=range(model.vocab_size), temperature=T, n_witnesses=0)
    tab = sm.table
    k_ex, o_ex = _sorted_by_key(space, space.states(ex.context), {f: getattr(ex, f) for f in KEY_FIELDS})
    k_sm, o_sm = _sorted_by_key(space, X[tab["context"]], tab)
    np.testing.assert_array_equal(k_ex, k_sm)  # the same rectangles, each once
    scale = 1.0 + float(np.abs(ex.log_r).max())
    np.testing.assert_allclose(tab["log_r"][o_sm], ex.log_r[o_ex], rtol=0, atol=1e-13 * scale)
    b_ex, b_sm = ex.bound[o_ex], tab["bound"][o_sm]
    if _one_error_per_site(model, space):
        np.testing.assert_allclose(b_sm, b_ex, rtol=1e-14, atol=0)
        np.testing.assert_array_equal(tab["certified"][o_sm], ex.certified[o_ex])
    else:  # per-row errors are at most the site's largest
        assert (b_sm <= b_ex * (1 + 1e-14)).all()
    # the shared summary agrees too
    s_ex, s_sm = ex.summary(), sm.summary()
    assert (s_ex.count, s_ex.q, s_ex.n) == (s_sm.count, s_sm.q, s_sm.n)
    for key in s_ex.quantiles:
        assert abs(s_ex.quantiles[key] - s_sm.quantiles[key]) <= 1e-13 * scale


@given(models(), temperatures())
def test_influences_exact_and_sampled_call_sites_agree(model, T):
    X = StateSpace.of(model).all_states()
    R, L = influence_matrix(model, temperature=T)
    res = influence_estimates(model, X, temperature=T, batch_contexts=17)
    np.testing.assert_allclose(res.R, R, rtol=0, atol=1e-13)
    np.testing.assert_allclose(res.L, L, rtol=0, atol=1e-13 * (1 + float(np.abs(L).max())))
    ex, sm = influence(model, temperature=T).summary(), res.summary()
    for k in ("alpha", "alpha_row", "T0", "T0_row"):
        assert abs(getattr(ex, k).value - getattr(sm, k).value) <= 1e-12 * (1 + abs(getattr(ex, k).value))


@given(models())
def test_margins_exact_and_sampled_call_sites_agree(model):
    X = StateSpace.of(model).all_states()
    np.testing.assert_allclose(local_margin(model, X), local_margins(model), rtol=0, atol=0)


@given(planted_fixed_points())
def test_margins_agree_at_planted_fixed_points(case):
    model, state, gamma = case
    X = StateSpace.of(model).all_states()
    exact_m, sampled_m = local_margins(model), local_margin(model, X)
    np.testing.assert_allclose(sampled_m, exact_m, rtol=0, atol=0)
    k = int(StateSpace.of(model).index(np.array([state]))[0])
    assert abs(exact_m[k] - gamma) <= 1e-12 * (1 + gamma)
