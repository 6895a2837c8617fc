"""State indexing for ``Omega = V^n`` in mixed radix, with a size guard.

State ``x = (x_0, ..., x_{n-1})`` has index ``sum_i x_i q^(n-1-i)`` (site 0 most
significant), so a vector over ``Omega`` reshaped to ``(q,) * n`` in C order is indexed
by the state itself. For ``q = 2, n = 2``: ``00 -> 0, 01 -> 1, 10 -> 2, 11 -> 3``.

>>> s = StateSpace(2, 2)
>>> s.index([[1, 0]]).tolist(), s.states(np.array([3])).tolist()
([2], [[1, 1]])
"""

from __future__ import annotations

import numpy as np

from toolkit import _states
from toolkit._validation import check_int, check_model, check_state_space, check_states
from toolkit.exceptions import InvalidInputError

DEFAULT_MAX_STATES = 2e7


class StateSpace:
    """The ``q**n`` states of ``n`` sites over ``q`` tokens.

    Parameters
    ----------
    q, n : int
    max_states : float
        Guard: more states than this raise :class:`StateSpaceTooLargeError`, whose
        message gives the count and the memory a kernel would need (compared in
        logarithms: ``q=50, n=1000`` answers at once, with human-readable sizes).
    bytes_per_state : float
        Memory estimate per state used in that message (default: ``8 * (n + 2)``,
        the conditional table plus two vectors in float64).
    """

    def __init__(self, q: int, n: int, *, max_states: float = DEFAULT_MAX_STATES, bytes_per_state=None):
        self.q = check_int(q, "q", minimum=2)
        self.n = check_int(n, "n", minimum=1)
        # in logarithms first: the guard answers at once for any q, n
        check_state_space(self.q, self.n, max_states=max_states, bytes_per_state=bytes_per_state)
        self.size = self.q**self.n
        self.shape = (self.q,) * self.n
        self.strides = _states.strides(self.q, self.n)

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"StateSpace(q={self.q}, n={self.n}, size={self.size})"

    @classmethod
    def of(cls, model, *, max_states: float = DEFAULT_MAX_STATES) -> StateSpace:
        """The state space of ``model`` (a ConditionalModel; anything else is an
        :class:`~toolkit.exceptions.InvalidTypeError` naming what was given)."""
        check_model(model)
        return cls(int(model.vocab_size), int(model.length), max_states=max_states)

    def index(self, x) -> np.ndarray:
        """Indices of states ``x`` (shape (B, n) or (n,)) as int64 of shape (B,); a token outside
        ``0..q-1`` or a row of another length raises :class:`InvalidInputError` naming ``x``."""
        x = check_states(x, q=self.q, n=self.n)
        return x @ self.strides

    def states(self, idx) -> np.ndarray:
        """States of indices ``idx`` as int64 of shape (B, n)."""
        idx = np.asarray(idx, dtype=np.int64).reshape(-1)
        if idx.size and (idx.min() < 0 or idx.max() >= self.size):
            bad = int(idx[(idx < 0) | (idx >= self.size)][0])   # the first offender (a negative one too)
            raise InvalidInputError(f"state index must be in 0..{self.size - 1}; got {bad}")
        return (idx[:, None] // self.strides[None, :]) % self.q

    def all_states(self) -> np.ndarray:
        """Every state, in index order, shape (q**n, n)."""
        return self.states(np.arange(self.size))

    def hamming(self, i, j) -> np.ndarray:
        """Hamming distance between states of indices ``i`` and ``j``."""
        return (self.states(i) != self.states(j)).sum(axis=1)
