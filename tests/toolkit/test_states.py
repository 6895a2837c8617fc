"""The shared mixed-radix index and TV distance (toolkit/_states.py), against numpy's own
``ravel_multi_index`` / ``unravel_index`` (independent implementations of the same C-order
index) and the event form of the total-variation distance."""

import itertools

import numpy as np
import pytest

from toolkit import _states


@pytest.mark.parametrize("q, n", [(2, 1), (2, 5), (3, 4), (7, 3)])
def test_index_is_numpys_c_order_index(q, n):
    X = np.array(list(itertools.product(range(q), repeat=n)))
    idx = _states.encode(X, q)
    assert idx.tolist() == np.ravel_multi_index(X.T, (q,) * n).tolist() == list(range(q**n))
    assert np.array_equal(_states.decode(idx, q, n), np.stack(np.unravel_index(idx, (q,) * n), axis=1))
    for i in range(n):  # the context of site i: the index over the other sites
        rest = np.delete(X, i, axis=1)
        want = np.ravel_multi_index(rest.T, (q,) * (n - 1)) if n > 1 else np.zeros(len(X), dtype=np.int64)
        assert np.array_equal(_states.encode_without(X, i, q), want)
        # one site per row: the same context, whichever site each row drops
        assert np.array_equal(_states.context_index(X, np.full(len(X), i), q), want)
    sites = np.arange(len(X)) % n   # a different site for consecutive rows
    want = [np.ravel_multi_index(tuple(np.delete(x, s)), (q,) * (n - 1)) if n > 1 else 0 for x, s in zip(X, sites, strict=True)]
    assert _states.context_index(X, sites, q).tolist() == [int(w) for w in want]


def test_tv_is_the_largest_event_difference():
    # TV(mu, nu) = max_A |mu(A) - nu(A)|, the maximum over the 2^k events (its definition)
    rng = np.random.default_rng(0)
    for k in (2, 3, 6):
        mu, nu = rng.dirichlet(np.ones(k)), rng.dirichlet(np.ones(k))
        events = max(abs(mu[list(A)].sum() - nu[list(A)].sum())
                     for r in range(k + 1) for A in itertools.combinations(range(k), r))
        assert _states.tv(mu, nu) == pytest.approx(events, abs=1e-15)
    M = rng.dirichlet(np.ones(4), size=3)
    assert np.allclose(_states.tv(M, M[0][None, :], axis=1), [_states.tv(r, M[0]) for r in M])
    assert _states.tv(M[:, :, None], M[0][None, :, None], axis=1).shape == (3, 1)
