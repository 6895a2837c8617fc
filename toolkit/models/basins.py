"""Models with planted strict-argmax fixed points of a known margin.

A state ``x*`` is a *strict argmax fixed point* with margin ``gamma > 0`` when at every
site ``i`` its own token beats every other token by at least ``gamma``::

    l_i(x*_i ; x*_-i) - max_{a != x*_i} l_i(a ; x*_-i) >= gamma.

:func:`plant_margin` edits a :class:`~toolkit.models.LogitTable` so that given states
have margin *exactly* ``gamma`` at every site (only the logit of the state's own token
in its own context changes), and :func:`planted_margin` does so on a random table. The
tempered chain then leaves ``x*`` in one step with probability at most
``(q - 1) e^{-gamma/T}`` (DESIGN.md section 1).

Two planted states must differ in at least two sites: states at Hamming distance one
share the context of the site where they differ, and only one token can be the strict
argmax there.

>>> m = planted_margin(2, 3, 1.5, rng=0)
>>> import numpy as np
>>> l = m.logits(np.zeros((3, 3), dtype=int), np.arange(3))  # all-zero state, every site
>>> np.round(l[:, 0] - l[:, 1], 12).tolist()
[1.5, 1.5, 1.5]
"""

from __future__ import annotations

import numpy as np

from .. import _states
from .._margins import max_others
from .._validation import as_rng, check_finite_array, check_int, check_states
from ..exceptions import InvalidInputError
from ._params import DEFAULT_MAX_MEMORY, check_scale, guard_dense, log10_bytes
from .toy import LogitTable


def _check_gamma(gamma, name: str = "gamma") -> float:
    try:
        g = float(gamma)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number > 0; got {gamma!r}") from None
    if not np.isfinite(g) or g <= 0:
        raise InvalidInputError(f"`{name}` must be finite and > 0; got {gamma!r}")
    return g


def _context_indices(states: np.ndarray, q: int) -> np.ndarray:
    """``ctx[k, i]``: mixed-radix index of ``states[k]`` with site ``i`` removed."""
    return np.stack([_states.encode_without(states, i, q) for i in range(states.shape[1])], axis=1)


def plant_margin(table, states, gamma) -> LogitTable:
    """A :class:`LogitTable` equal to ``table`` except that each of ``states`` is a strict
    argmax fixed point with margin exactly ``gamma`` at every site.

    Parameters
    ----------
    table : array (n, q**(n-1), q) or LogitTable
    states : int array (K, n) or (n,)
        States to plant; pairwise Hamming distance at least 2.
    gamma : float > 0, or array (K,) of them
    """
    if isinstance(table, LogitTable):
        table = table.table
    return _plant(check_finite_array(table, "table").copy(), states, gamma)


def _plant(t: np.ndarray, states, gamma) -> LogitTable:
    """:func:`plant_margin` on a table ``t`` it may change in place (no copy)."""
    if t.ndim != 3:
        raise InvalidInputError(f"`table` must have shape (n, q**(n-1), q); got {t.shape}")
    n, _, q = t.shape
    if t.shape[1] != q ** (n - 1):
        raise InvalidInputError(f"`table` must have shape (n, q**(n-1), q) = {(n, q ** (n - 1), q)}; got {t.shape}")
    x = check_states(states, q=q, n=n, name="states")
    g = np.broadcast_to(np.asarray(gamma, dtype=float), (x.shape[0],))
    for v in g:
        _check_gamma(v)
    if x.shape[0] > 1:
        d = (x[:, None, :] != x[None, :, :]).sum(axis=2)
        np.fill_diagonal(d, n)
        if d.min() < 2:
            k, m = np.argwhere(d < 2)[0]
            raise InvalidInputError(
                f"`states` {x[k].tolist()} and {x[m].tolist()} differ in fewer than 2 sites; "
                "they cannot both be strict argmax fixed points"
            )
    ctx = _context_indices(x, q)
    for k in range(x.shape[0]):
        for i in range(n):
            row = t[i, ctx[k, i]]
            row[x[k, i]] = max_others(row)[x[k, i]] + g[k]  # its margin is then g[k] (toolkit._margins)
    return LogitTable(t)


def planted_margin(q: int, n: int, gamma: float, *, states=None, scale: float = 1.0,
                   max_memory=DEFAULT_MAX_MEMORY, rng=None) -> LogitTable:
    """Random Gaussian logits (standard deviation ``scale``) with planted fixed points.

    ``states`` defaults to the ``q`` constant states ``(a, a, ..., a)`` (for ``n >= 2``);
    each gets margin exactly ``gamma`` at every site. Generically incompatible; other
    states may be fixed points too, with whatever margin the random logits give.
    ``max_memory``: the guard on the table (n, q**(n-1), q), checked before anything is
    drawn (None: no guard).
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    gamma = _check_gamma(gamma)
    scale = check_scale(scale)
    guard_dense(f"the logit table (n, q**(n-1), q) of planted_margin (n={n}, q={q})",
                log10_bytes(n, ("pow", q, n - 1), q), max_memory)
    rng = as_rng(rng)
    if states is None:
        states = np.repeat(np.arange(q)[:, None], n, axis=1) if n >= 2 else np.zeros((1, 1), dtype=int)
    base = rng.normal(0.0, scale, size=(n, q ** (n - 1), q))
    return _plant(base, states, gamma)
