"""exact.stationary (prm22d, issue 30): the sum rule of a given pi on both sides of 1; the balance
sweeps keep the iterate of the smallest residual."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError

st = importlib.import_module("exact.stationary")


@pytest.mark.parametrize("total", [1 - 10 * st.PI_SUM_ATOL, 0.9, 1 + 10 * st.PI_SUM_ATOL])
def test_pi_must_sum_to_one_from_either_side(total):
    # documented: a given pi must sum to 1 within PI_SUM_ATOL (a sum short of 1 too)
    with pytest.raises(InvalidInputError, match="summing to 1"):
        st.probability_vector(np.array([0.5, 0.5]) * total, 2)


def test_pi_within_the_tolerance_is_renormalised():
    out = st.probability_vector(np.array([0.5, 0.5]) * (1 - st.PI_SUM_ATOL / 10), 2)
    assert abs(out.sum() - 1.0) < 1e-15


def test_balance_sweeps_return_the_best_iterate(monkeypatch):
    # REFINE_PATIENCE: "stop after this many sweeps without a new best residual": the law is that
    # best iterate, not the last one. A sweep whose residual grows at every call (its proposal a
    # permutation of pi) leaves the first iterate, the Krylov vector, as the best: the law must be
    # pi of the matrix (GTH on 5 states the reference), not the last damped mixture.
    rng = np.random.default_rng(5)
    P = rng.random((5, 5)) + 0.1
    P /= P.sum(axis=1, keepdims=True)
    ref = st.stationary_law(P, method="gth").pi
    calls = []

    def worse(P_, pi, rate, N, sites=False):
        calls.append(1)
        return np.roll(pi, 1), np.full(N, float(len(calls)))

    monkeypatch.setattr(st, "_sweep", worse)
    law = st._krylov_law(P, P.T, 5, tol=1e-13, maxiter=None, refine=True)
    assert len(calls) == st.REFINE_PATIENCE + 1
    np.testing.assert_allclose(law.pi, ref, rtol=1e-8, atol=0)
