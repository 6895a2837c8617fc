"""Coverage-driven pins of :mod:`toolkit.app.window` (issue 30, branch cov5h3): the memoized
model computes each (site, context) row once (``n q^(n-1)`` rows in all), answers the wrapped
model's logits and declared error, and ``real_window``'s logit tolerance under ``logit_rtol``
is ``8 rtol max(1, max |logit|)`` (a rectangle holds 8 logits; the maximum is computed here by
enumerating the model's logits)."""

import itertools

import numpy as np
import pytest

from toolkit.app.window import MemoizedModel, real_window
from toolkit.models import potts
from toolkit.models.base import logit_error_bound


def _all_logits(model):
    q, n = model.vocab_size, model.length
    X = np.array(list(itertools.product(range(q), repeat=n)))
    return np.stack([model.logits(X, np.full(len(X), i)) for i in range(n)])


def test_memoized_model_answers_like_the_model():
    m = potts(3, 3, 0.7)
    mm = MemoizedModel(m)
    X = np.array(list(itertools.product(range(3), repeat=3)))
    for i in range(3):
        s = np.full(len(X), i)
        np.testing.assert_array_equal(mm.logits(X, s), m.logits(X, s))
    assert mm.n_computed == 3 * 3 ** 2  # each (site, context) once: n q^(n-1)
    mm.logits(X, np.zeros(len(X), dtype=int))
    assert mm.n_computed == 27  # asked again: nothing recomputed
    L = mm.logits(X[:4], np.array([0, 1, 2, 0]))
    np.testing.assert_array_equal(mm.logit_error(X[:4], np.array([0, 1, 2, 0]), L),
                                  logit_error_bound(m, X[:4], np.array([0, 1, 2, 0]), L))
    np.testing.assert_array_equal(mm.all_conditionals(X[:2]),
                                  np.stack([m.logits(np.repeat(X[k:k + 1], 3, axis=0), np.arange(3))
                                            for k in range(2)]))
    assert repr(mm) == f"MemoizedModel({m!r})"


@pytest.mark.parametrize("coupling", [0.2, 2.0])
def test_real_window_logit_tolerance_and_memo_rows(coupling):
    m = potts(2, 3, coupling)
    r = real_window(m, n_chains=16, n_steps=200, n_pairs=2, n_replicates=8, n_contexts=4, memoize=True,
                    logit_rtol=1e-6, rng=1)
    M = float(np.abs(_all_logits(m)).max())
    assert r.logit_tolerance == pytest.approx(8e-6 * max(1.0, M), rel=1e-12)
    assert r.timings["rows"] == 3 * 2 ** 2
    assert r.timings["memoized_rows_computed"] == 3 * 2 ** 2  # the sampler's rows, each computed once
