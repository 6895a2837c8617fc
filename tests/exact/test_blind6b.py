"""Sixth blind audit, part b (issue 30): tests for the survivors in exact/ (lumped,
_nonreversible_krylov), each from a documented contract or a hand computation."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact import glauber_kernel, stationary_law
from exact.lumped import class_chain, lumped_exit_times
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_table
from toolkit.models.exchangeable import CurieWeiss

nrk = importlib.import_module("exact._nonreversible_krylov")


def test_lumped_exit_times_refuses_a_mask_that_is_not_boolean():
    # the documented contract: `in_set` is a boolean mask over the count vectors (or a callable
    # giving one); 0/1 integers are refused, naming the argument, not read as indices
    model = CurieWeiss(2, 0.0)
    with pytest.raises(InvalidInputError, match="`in_set` must be a boolean mask"):
        lumped_exit_times(model, np.array([1, 0, 0]))
    with pytest.raises(InvalidInputError, match="`in_set` must be a boolean mask"):
        lumped_exit_times(model, lambda c: (c[:, 1] == 2).astype(int))
    # the boolean mask is accepted: the doctest's chain, P(stay) = 1/2 at (0, 2) (by hand: 1/(1 - 1/2))
    assert lumped_exit_times(model, np.array([True, False, False])).tolist() == [2.0, 0.0, 0.0]


@pytest.mark.parametrize("counts", [[-1, 5], [5, -1], [-2, 6]])
def test_class_chain_refuses_negative_counts_that_sum_to_n(counts):
    # counts must be q non-negative integers summing to n = 4 (class_chain's contract); these sum
    # to 4 but hold a negative count
    with pytest.raises(InvalidInputError, match="`counts` must be 2 non-negative integers summing to n = 4"):
        class_chain(CurieWeiss(4, 1.0), counts)


def test_lambda_2_is_capped_by_lambda_star(monkeypatch):
    # lambda_2 (the largest real part of a non-unit eigenvalue) is at most |lambda| <= lambda_star
    # for every eigenvalue; nonreversible_krylov promises that order however its Ritz values round.
    # Force a lambda_2 estimate above lambda_star (what round-off in a Ritz value near a real
    # lambda_star gives) and check the returned pair keeps lambda_2 <= lambda_star.
    K = glauber_kernel(random_table(2, 6, scale=1.0, rng=3), temperature=1.0)
    law = stationary_law(K)
    lam2, lam_star, gap, _, _ = nrk.nonreversible_krylov(K, law)
    assert lam2 <= lam_star and gap == pytest.approx(1.0 - lam_star, abs=1e-15)
    # the dense reference (numpy's eigenvalues of the 64-state kernel): lambda_star to round-off
    ev = np.linalg.eigvals(K.dense())
    ev = ev[np.argsort(-np.abs(ev))][1:]
    assert lam_star == pytest.approx(np.abs(ev).max(), abs=1e-9)
    monkeypatch.setattr(nrk, "_lambda_2", lambda L, mu, left, N: abs(mu) + 1e-9)
    lam2, lam_star, _, _, _ = nrk.nonreversible_krylov(K, law)
    assert lam2 <= lam_star
