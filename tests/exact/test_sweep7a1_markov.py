"""Automatic mutation sweep 7, group a1 (issue 30): exact.markov.ExactChain's start argument.
``distance_from``, ``mixing_from`` and ``first_passage_probabilities`` take a start as a state
index, the tokens of the ``n`` sites, their text, or a distribution over the ``q**n`` states
(the docstrings); each form is checked against ``TV(mu P^t, pi)`` stepped on an independently
built kernel (tests/independent.py)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.models import potts

from ..independent import dense_kernel, gth

MODEL = potts(2, 3, 1.0)        # q = 2, n = 3: 8 states, index = base-2 digits of (x_0, x_1, x_2)
T = 1.5


def _d_from(mu: np.ndarray, t_max: int) -> np.ndarray:
    P = dense_kernel(MODEL, T)
    pi = gth(P)
    out = []
    for _ in range(t_max + 1):
        out.append(0.5 * np.abs(mu - pi).sum())
        mu = mu @ P
    return np.array(out)


@pytest.fixture(scope="module")
def chain():
    return ExactChain(MODEL, temperature=T)


@pytest.mark.parametrize("start", [2, np.int64(2), [0, 1, 0], (0, 1, 0), np.array([0, 1, 0]), "0 1 0", ["0", "1", "0"]])
def test_one_state_in_every_form(chain, start):
    # the state (0, 1, 0) has index 0*4 + 1*2 + 0 = 2
    delta = np.zeros(8)
    delta[2] = 1.0
    np.testing.assert_allclose(chain.distance_from(start, 6), _d_from(delta, 6), rtol=1e-12, atol=1e-15)


def test_a_distribution_of_the_q_pow_n_states(chain):
    mu = np.array([0.3, 0.0, 0.1, 0.0, 0.0, 0.2, 0.0, 0.4])      # length 8 = q**n, not n
    np.testing.assert_allclose(chain.distance_from(mu, 6), _d_from(mu, 6), rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(chain.distance_from(list(mu), 6), _d_from(mu, 6), rtol=1e-12, atol=1e-15)
    # mixing_from: the first t with d_mu(t) <= eps, from the independent profile
    d = _d_from(mu, 200)
    eps = 0.5 * d[1]
    assert chain.mixing_from(mu, eps).t_mix == int(np.flatnonzero(d <= eps)[0])


def test_a_state_and_its_index_give_the_same_mixing_time(chain):
    delta = np.zeros(8)
    delta[7] = 1.0                                             # (1, 1, 1): index 7
    d = _d_from(delta, 200)
    eps = 0.25
    expect = int(np.flatnonzero(d <= eps)[0])
    assert chain.mixing_from([1, 1, 1], eps).t_mix == expect
    assert chain.mixing_from(7, eps).t_mix == expect
    assert chain.mixing_from(delta, eps).t_mix == expect


def test_first_passage_from_a_state_or_a_distribution(chain):
    # P(tau_A^+ = t) for A = {7}: from a state (x = 0) and from the uniform law on {0, 1}
    P = dense_kernel(MODEL, T)
    A = np.zeros(8, dtype=bool)
    A[7] = True

    def fpt(mu, t_max):
        # P(tau_A^+ = t), t = 1..t_max: step, read the mass on A, kill it, step again;
        # the survival is the mass left off A
        out, v = [], mu.copy()
        for _ in range(t_max):
            v = v @ P
            out.append(float(v[A].sum()))
            v[A] = 0.0
        return np.array(out), float(v.sum())

    delta = np.zeros(8)
    delta[0] = 1.0
    got = chain.first_passage_probabilities(A, 5, start=[0, 0, 0])
    f, surv = fpt(delta, 5)
    np.testing.assert_allclose(got.probabilities, f, rtol=1e-10, atol=1e-15)
    assert float(got.survival) == pytest.approx(surv, rel=1e-10) and got.start == 0
    mu = np.zeros(8)
    mu[:2] = 0.5
    got = chain.first_passage_probabilities(A, 5, start=mu)
    f, surv = fpt(mu, 5)
    np.testing.assert_allclose(got.probabilities, f, rtol=1e-10, atol=1e-15)
    assert float(got.survival) == pytest.approx(surv, rel=1e-10)
