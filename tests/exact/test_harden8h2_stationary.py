"""exact.stationary: laws that underflow, one state, zero entries and reducible kernels
(harden8h2, issue 30).

Hand values. The two-state chain ``P = [[1 - a, a], [b, 1 - b]]`` has ``pi = (b, a) / (a + b)``;
with ``a = 1e-320`` (a subnormal, stored exactly as ``float(1e-320)``) ``pi_1`` lies below
float64's normal range, where a quotient keeps only a few digits: the law must come from
logarithms, ``log pi_1 = log a - log(a + b)`` to ``u |log pi_1|``. A one-state chain has
``pi = (1)``. ``P = I`` is reducible (every state its own class).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.stationary import probability_vector, stationary, stationary_law
from toolkit.exceptions import InvalidInputError, ReducibleChainError


@pytest.mark.parametrize("b", [0.3, 0.7])
def test_subnormal_entry_of_pi_is_exact_in_logs(b):
    a = 1e-320
    P = np.array([[1 - a, a], [b, 1 - b]])
    law = stationary_law(P)
    expected = math.log(a) - math.log(a + b)  # about -735.6
    assert abs(law.log_pi[1] - expected) <= 1e-12 * abs(expected)
    assert abs(law.log_pi[0] - (math.log(b) - math.log(a + b))) <= 1e-15
    assert law.pi[1] > 0


def test_one_state_chain():
    law = stationary_law(np.array([[1.0]]))
    assert law.pi.tolist() == [1.0] and law.log_pi.tolist() == [0.0]
    assert law.relative_error == 0.0 and law.residual == 0.0  # pi = (1) is exact: no error to bound
    assert stationary(np.array([[1.0]])).tolist() == [1.0]


def test_given_pi_may_have_zero_entries():
    # the law of the absorbing chain [[0.5, 0.5], [0, 1]] is (0, 1): a probability vector
    np.testing.assert_array_equal(probability_vector([0.0, 1.0], 2), [0.0, 1.0])
    np.testing.assert_array_equal(probability_vector(np.array([0.25, 0.0, 0.75]), 3), [0.25, 0.0, 0.75])
    with pytest.raises(InvalidInputError, match="probability vector"):
        probability_vector([-1e-3, 1.001], 2)


@pytest.mark.parametrize("N", [2, 4])
def test_identity_kernel_is_reducible(N):
    with pytest.raises(ReducibleChainError, match=f"{N} communicating classes"):
        stationary(np.eye(N))


def test_absorbing_block_is_reducible():
    # states {0, 1} never reach 2, and 2 never leaves: two closed classes
    P = np.array([[0.5, 0.5, 0.0], [0.5, 0.5, 0.0], [0.0, 0.0, 1.0]])
    with pytest.raises(ReducibleChainError):
        stationary(P)
