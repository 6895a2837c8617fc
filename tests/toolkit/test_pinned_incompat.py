"""The sampled rectangle certificate and sampled influence pinned to hand-computed values.

Rectangle models: two sites, ``l_0(a; x_1 = b) = A[a, b]`` and ``l_1(b; x_0 = a) = B[b, a]``
(a pairwise model with ``J[0, 1] = A``, ``J[1, 0] = B``). For the rectangle
``(a, a', b, b')``, with ``t = (A[a,b], A[a',b], A[a,b'], A[a',b'])`` and
``u = (B[b,a], B[b',a], B[b,a'], B[b',a'])``::

    log R = [(t1 - t2 - t3 + t4) - (u1 - u2 - u3 + u4)] / T

and, with the ``logit_rtol`` override, each logit is trusted to
``err(row) = logit_rtol * max(1, max |logits of its row|)``, where the row of ``t1, t2`` is
site 0 with ``x_1 = b``, of ``t3, t4`` site 0 with ``x_1 = b'``, of ``u1, u2`` site 1 with
``x_0 = a`` and of ``u3, u4`` site 1 with ``x_0 = a'``; the 7 additions err by at most
``gamma_7 sum |t_k|`` (Higham, Accuracy and Stability of Numerical Algorithms, eq. (4.4);
``gamma_k = k u / (1 - k u)``, ``u = 2^-53``), so::

    bound = [gamma_7 (sum |t_k| + sum |u_k|) + sum over the 8 logits of err(row)] / T.

The reference below loops over rectangles with these formulas; it shares no code with
``toolkit.incompat`` or ``toolkit._rectangle``.

Star model for influence (as in ``tests/exact/test_pinned_influence.py``): ``l_i(a; x) = c [a = x_0]``
for ``i >= 1``: ``R_i0 = tanh(c / 2T)``, column-sum alpha ``(n - 1) tanh(c / 2T)``,
row-sum alpha ``tanh(c / 2T)``, ``T0 = (n - 1) 2c / 4``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from exact import StateSpace
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.models import Pairwise, random_pairwise

U = 2.0**-53
GAMMA7 = 7 * U / (1 - 7 * U)


def pair_model(A: np.ndarray, B: np.ndarray) -> Pairwise:
    q = A.shape[0]
    J = np.zeros((2, 2, q, q))
    J[0, 1] = A
    J[1, 0] = B
    return Pairwise(np.zeros((2, q)), J)


def star(n: int, c: float) -> Pairwise:
    J = np.zeros((n, n, 2, 2))
    J[1:, 0] = c * np.eye(2)
    return Pairwise(np.zeros((n, 2)), J)


def reference_rectangles(A, B, T, rtol):
    q = A.shape[0]
    err0 = rtol * np.maximum(np.abs(A).max(axis=0), 1.0)  # row of site 0 with x_1 = b: logits A[:, b]
    err1 = rtol * np.maximum(np.abs(B).max(axis=0), 1.0)  # row of site 1 with x_0 = a: logits B[:, a]
    out = {}
    for a, a2 in itertools.combinations(range(q), 2):
        for b, b2 in itertools.combinations(range(q), 2):
            t = np.array([A[a, b], A[a2, b], A[a, b2], A[a2, b2]])
            u = np.array([B[b, a], B[b2, a], B[b, a2], B[b2, a2]])
            log_r = ((t[0] - t[1] - t[2] + t[3]) - (u[0] - u[1] - u[2] + u[3])) / T
            bound = (GAMMA7 * (np.abs(t).sum() + np.abs(u).sum())
                     + 2 * err0[b] + 2 * err0[b2] + 2 * err1[a] + 2 * err1[a2]) / T
            out[(a, a2, b, b2)] = (log_r, bound)
    return out


@pytest.mark.parametrize("q, seed", [(2, 0), (3, 1), (4, 2)])
@pytest.mark.parametrize("T, rtol", [(1.0, 1e-3), (2.5, 1e-3), (0.7, 0.0)])
def test_rectangle_log_r_and_bound_match_a_loop(q, seed, T, rtol):
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(q, q)) * np.array([0.5, 3.0, 1.5, 4.0])[:q]  # rows of different scales
    B = rng.normal(size=(q, q)) * 2.0
    ref = reference_rectangles(A, B, T, rtol)
    res = rectangle_test(pair_model(A, B), np.zeros((1, 2), int), pairs="all", tokens=range(q),
                         logit_rtol=rtol, temperature=T)
    tb = res.table
    assert res.n_rectangles == len(ref)
    for r in range(res.n_rectangles):
        key = tuple(int(tb[f][r]) for f in ("a", "a2", "b", "b2"))
        log_r, bound = ref[key]
        assert tb["log_r"][r] == pytest.approx(log_r, abs=1e-13)
        assert tb["bound"][r] == pytest.approx(bound, rel=1e-12, abs=0), key  # bounds can be ~1e-14: no abs floor
        assert bool(tb["certified"][r]) == (abs(log_r) > bound)


@pytest.mark.parametrize("n, c, T", [(3, 1.0, 1.0), (4, 0.5, 2.0)])
def test_sampled_star_influence_closed_form(n, c, T):
    m = star(n, c)
    res = influence_estimates(m, StateSpace.of(m).all_states(), temperature=T)
    t = math.tanh(c / (2 * T))
    R_ref = np.zeros((n, n))
    R_ref[1:, 0] = t
    np.testing.assert_allclose(res.R, R_ref, atol=1e-14)
    assert res.alpha.value == pytest.approx((n - 1) * t, abs=1e-14)
    assert res.alpha_row.value == pytest.approx(t, abs=1e-14)
    assert res.T0.value == pytest.approx((n - 1) * 2 * c / 4, abs=1e-14)


def test_random_replacement_always_changes_the_site():
    """One context, one random replacement token per site (q = 3): with generic couplings every
    change of x_j moves every other site's conditional, so every off-diagonal R_ij is > 0; a
    'replacement' equal to x_j itself would give 0."""
    m = random_pairwise(3, 4, 1.0, rng=2)
    for seed in range(5):
        res = influence_estimates(m, np.array([[0, 1, 2, 0]]), replacements=1, rng=seed)
        off = ~np.eye(4, dtype=bool)
        assert (res.R[off] > 1e-6).all(), seed
        x = res.contexts[0]
        for i, j in zip(*np.nonzero(off), strict=True):
            assert res.witness[i, j, 1] != x[j]
