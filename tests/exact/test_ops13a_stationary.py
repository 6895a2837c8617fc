"""exact.stationary (dense GTH): a zero anywhere in GTH's answer sends the chain to the
irreducibility check (ops13a, issue 30).

A chain with a transient state (left, never entered again) is reducible: its support graph
has more than one strongly connected class, and ``stationary_law`` refuses it
(:class:`~toolkit.exceptions.ReducibleChainError`). GTH eliminates states from the last one
down; with state 1 transient (``1 -> 2``) and a lazy cycle ``0 -> 2 -> 3 -> ... -> N-1 -> 0``,
every pivot is positive and back substitution gives ``x(1) = sum_j x(j) A(j, 1) = 0`` (nothing
enters 1), positive entries elsewhere: only a check of every entry (not the last one) finds the
zero. Above :data:`exact.stationary.LOG_GTH_MAX` (1024 states) no log-domain rerun follows to
catch it later.

With state 0 transient instead, the last pivot is zero; above ``GTH_BLOCK`` states the blocked
elimination met it inside a block and raised numpy's ``LinAlgError`` ("singular matrix") instead
of the documented ReducibleChainError (fixed in ops13a: a zero pivot returns NaN, which the
caller sends to the irreducibility check)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.stationary import LOG_GTH_MAX, stationary_law
from toolkit.exceptions import ReducibleChainError


def _with_transient(N, t):
    """A lazy cycle through every state but ``t``, which moves to the next state and is never entered."""
    cycle = [x for x in range(N) if x != t]
    P = np.zeros((N, N))
    for k, x in enumerate(cycle):
        P[x, x] = 0.5
        P[x, cycle[(k + 1) % len(cycle)]] = 0.5
    P[t, (t + 1) % N] = 1.0
    return P


@pytest.mark.parametrize("N", [3, LOG_GTH_MAX + 1])
@pytest.mark.parametrize("t", [1, 0])
def test_transient_state_is_refused(N, t):
    P = _with_transient(N, t)
    assert np.allclose(P.sum(axis=1), 1.0)
    with pytest.raises(ReducibleChainError, match="reducible"):
        stationary_law(P, method="gth")
