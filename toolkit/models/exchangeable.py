"""Exchangeable models: logits that see the other sites only through their token counts.

A model is *exchangeable* when the logits of site ``i`` are one function ``g`` of the count
vector ``c(x_-i)`` of the other sites (``c_a = #{j != i : x_j = a}``, ``sum_a c_a = n - 1``)::

    l_i(a | x_-i) = g(c(x_-i))[a]        (the same g for every site)

Such a model is stored by ``g`` on the ``C(n + q - 2, q - 1)`` count vectors, never as an
``n x n x q x q`` array, and :meth:`ExchangeableModel.count_logits` evaluates it on a batch
of count vectors. :meth:`~ExchangeableModel.logits` (the
:class:`~toolkit.models.ConditionalModel` interface) counts the other sites' tokens and
calls it, so every exact builder and sampler works on these models unchanged;
:mod:`exact.lumped` reduces their Glauber chain exactly by the symmetric group and
reaches ``n`` in the hundreds or thousands.

==================  ================================================  ====================
family              ``g(c)[a]``                                       compatible?
==================  ================================================  ====================
CurieWeiss          ``s_a (beta/n sum_b c_b s_b + field)``, q = 2     always
MeanFieldPotts      ``beta/n c_a + field[a]``                         always
IdenticalSites      ``h[a]``                                          always
ExchangeableTable   ``table[index(c), a]``                            q = 2: always;
                                                                      q >= 3: generically not
==================  ================================================  ====================

Compatibility of exchangeable models. A rectangle at sites ``i, j`` with context counts
``c`` (on the other ``n - 2`` sites) compares ``l_i(a; b) = g(c + e_b)[a]`` with
``l_j(b; a) = g(c + e_a)[b]``, so::

    log R = [g(c+e_b)[a] - g(c+e_b)[a'] - g(c+e_b')[a] + g(c+e_b')[a']]
          - [g(c+e_a)[b] - g(c+e_a)[b'] - g(c+e_a')[b] + g(c+e_a')[b']].

For ``q = 2`` the only rectangle has ``{a, a'} = {b, b'} = {0, 1}`` and both brackets equal
``D(c + e_1) - D(c + e_0)`` with ``D = g[1] - g[0]``: every ``q = 2`` exchangeable model is
compatible, with ``pi(x) ∝ prod_{m < |x|} exp(D(m)/T)`` on the number of ones ``|x|``
(the count chain is a birth-death chain, always reversible). From ``q = 3`` on the two
brackets involve different count vectors, and a table of independent entries is
incompatible with probability one.

Worked example (Curie-Weiss, ``n = 3``, ``beta = 3``): site 0 of ``x = (0, 1, 1)`` sees
the counts ``c = (0, 2)`` (no 0s, two 1s), so ``S = 2`` and the logits are
``(-beta S / n, +beta S / n) = (-2, 2)``:

>>> import numpy as np
>>> m = CurieWeiss(3, 3.0)
>>> m.logits(np.array([[0, 1, 1]]), np.array([0])).tolist()
[[-2.0, 2.0]]
>>> m.count_logits(np.array([[0, 2]])).tolist()
[[-2.0, 2.0]]
"""

from __future__ import annotations

import math

import numpy as np

from .._rectangle import gamma
from .._validation import as_rng, check_finite_array, check_int
from ..exceptions import InvalidInputError, NotSupportedError
from ._params import DEFAULT_MAX_MEMORY, check_scale, guard_dense, log10_bytes

__all__ = [
    "ExchangeableModel",
    "CurieWeiss",
    "MeanFieldPotts",
    "IdenticalSites",
    "ExchangeableTable",
    "random_exchangeable",
    "count_vectors",
    "count_index",
    "others_index",
    "count_moves",
    "n_count_vectors",
    "REGISTRY_FAMILIES",
    "other_counts",
    "is_exchangeable",
]

#: The :func:`toolkit.models.make_model` names of the families of this module (the
#: commands build them without the ``q**n`` guard when the exact method may lump them).
REGISTRY_FAMILIES = ("curie-weiss", "mean-field-potts", "identical-sites", "exchangeable-table")


# --------------------------------------------------------------------------- count vectors
def n_count_vectors(total: int, q: int) -> int:
    """``C(total + q - 1, q - 1)``: the number of count vectors of ``q`` tokens summing to
    ``total``."""
    return math.comb(int(total) + int(q) - 1, int(q) - 1)


def count_vectors(total: int, q: int) -> np.ndarray:
    """Every count vector ``c`` (``q`` non-negative integers summing to ``total``), shape
    ``(C(total + q - 1, q - 1), q)``, in lexicographic order of ``(c_0, c_1, ...)``; row
    ``count_index(c)`` is ``c``.

    >>> count_vectors(2, 3).tolist()
    [[0, 0, 2], [0, 1, 1], [0, 2, 0], [1, 0, 1], [1, 1, 0], [2, 0, 0]]
    """
    total = check_int(total, "total", minimum=0)
    q = check_int(q, "q", minimum=1)
    if q == 1:
        return np.array([[total]], dtype=np.int64)
    rows = []
    for c0 in range(total + 1):
        rest = count_vectors(total - c0, q - 1)
        rows.append(np.column_stack([np.full(rest.shape[0], c0, dtype=np.int64), rest]))
    return np.concatenate(rows)


def count_index(c) -> np.ndarray:
    """The row of each count vector in :func:`count_vectors` of its own total (vectorized).

    Lexicographic rank: at position ``a`` with ``s`` counts left for the ``r = q - 1 - a``
    later tokens, the vectors with a smaller ``c_a`` number
    ``sum_{v < c_a} C(s - v + r - 1, r - 1) = C(s + r, r) - C(s - c_a + r, r)``
    (hockey stick), so the rank is a sum of ``q - 1`` differences of binomials.

    >>> count_index(np.array([[0, 0, 2], [1, 0, 1], [2, 0, 0]])).tolist()
    [0, 3, 5]
    """
    c = np.asarray(c, dtype=np.int64)
    if c.ndim == 1:
        c = c[None, :]
    q = c.shape[1]
    s = c.sum(axis=1)
    idx = np.zeros(c.shape[0], dtype=np.int64)
    for a in range(q - 1):
        r = q - 1 - a
        idx += _binom_r(s + r, r) - _binom_r(s - c[:, a] + r, r)
        s = s - c[:, a]
    return idx


def _binom_r(N: np.ndarray, r: int) -> np.ndarray:
    """``C(N, r)`` for an int64 array ``N >= r`` and a small fixed ``r`` (exact: the running
    product ``prod_{i<k} (N - i) / (i + 1)`` is an integer at every ``k``)."""
    out = np.ones_like(N)
    for i in range(r):
        out = out * (N - i) // (i + 1)
    return out


def others_index(C: np.ndarray, a: int) -> tuple[np.ndarray, np.ndarray]:
    """``(rows, index)``: the count vectors ``C[rows]`` with a site on token ``a``, and the
    count-vector index of ``C[rows] - e_a``, the other ``n - 1`` sites' counts when that site
    is the one redrawn (the row of its conditionals ``p_b``).

    >>> rows, index = others_index(np.array([[0, 2], [1, 1], [2, 0]]), 0)
    >>> rows.tolist(), index.tolist()
    ([1, 2], [0, 1])
    """
    rows = np.flatnonzero(C[:, a] > 0)
    others = C[rows].copy()
    others[:, a] -= 1
    return rows, count_index(others)


def count_moves(C: np.ndarray, rows: np.ndarray, a: int):
    """Yield ``(b, index)`` for every token ``b != a``: the count-vector index of
    ``C[rows] - e_a + e_b`` (one site moved from ``a`` to ``b``; ``C[rows, a] >= 1``)."""
    for b in range(C.shape[1]):
        if b == a:
            continue
        tgt = C[rows].copy()
        tgt[:, a] -= 1
        tgt[:, b] += 1
        yield b, count_index(tgt)


def other_counts(x: np.ndarray, sites: np.ndarray, q: int) -> np.ndarray:
    """Counts of each token among the sites other than ``sites[b]`` in ``x[b]``: ``(B, q)``."""
    x = np.asarray(x, dtype=np.int64)
    sites = np.asarray(sites, dtype=np.int64)
    B = x.shape[0]
    c = np.zeros((B, q), dtype=np.int64)
    for a in range(q):
        c[:, a] = (x == a).sum(axis=1)
    own = x[np.arange(B), sites]
    c[np.arange(B), own] -= 1
    return c


# --------------------------------------------------------------------------- base class
class ExchangeableModel:
    """A :class:`~toolkit.models.ConditionalModel` whose logits are ``g(counts of the other
    sites)``. Subclasses set ``vocab_size``, ``length`` and implement
    :meth:`_count_logits` (and :meth:`_count_logit_error`).

    ``compatible`` is True when the conditionals are known to be compatible (then the
    Glauber chain is reversible), None when unknown.
    """

    tokens = None
    compatible: bool | None = None

    # ---- the ConditionalModel interface
    def logits(self, x, sites):
        x = np.asarray(x, dtype=np.int64)
        return self._count_logits(other_counts(x, sites, self.vocab_size))

    def logit_error(self, x, sites, logits):
        """Absolute error bound per logit (see the family's ``LOGIT_ERROR_RULE``)."""
        x = np.asarray(x, dtype=np.int64)
        return self._count_logit_error(other_counts(x, sites, self.vocab_size), np.asarray(logits, float))

    # ---- counts
    def count_logits(self, c) -> np.ndarray:
        """Logits ``(B, q)`` of a site whose ``n - 1`` other sites have the token counts ``c``
        (shape ``(B, q)``, each row summing to ``n - 1``)."""
        c = self._check_counts(c)
        return self._count_logits(c)

    def count_logit_error(self, c, logits) -> np.ndarray:
        """The declared absolute error of :meth:`count_logits` (same rule as
        :meth:`logit_error`)."""
        c = self._check_counts(c)
        return self._count_logit_error(c, np.asarray(logits, float))

    def _check_counts(self, c) -> np.ndarray:
        arr = np.asarray(c)
        if arr.ndim == 1:
            arr = arr[None, :]
        q, n = self.vocab_size, self.length
        if arr.ndim != 2 or arr.shape[1] != q:
            raise InvalidInputError(f"`c` must have shape (B, {q}); got {np.shape(c)}")
        if arr.size and not np.all(np.equal(np.mod(arr, 1), 0)):
            raise InvalidInputError("`c` must hold integer counts")
        arr = arr.astype(np.int64)
        if arr.size and (arr.min() < 0 or np.any(arr.sum(axis=1) != n - 1)):
            bad = arr[(arr.min(axis=1) < 0) | (arr.sum(axis=1) != n - 1)][0]
            raise InvalidInputError(
                f"`c` rows must be non-negative counts of the other n - 1 = {n - 1} sites; got {bad.tolist()}")
        return arr

    def _count_logits(self, c: np.ndarray) -> np.ndarray:  # pragma: no cover - abstract
        raise NotSupportedError(f"{type(self).__name__} does not define `_count_logits(c)`")

    def _count_logit_error(self, c: np.ndarray, logits: np.ndarray):  # pragma: no cover
        raise NotSupportedError(f"{type(self).__name__} does not define `_count_logit_error(c, logits)`")

    def __repr__(self):
        return f"{type(self).__name__}(q={self.vocab_size}, n={self.length})"


def _check_real(value, name: str) -> float:
    arr = check_finite_array(value, name)
    if arr.ndim != 0:
        raise InvalidInputError(f"`{name}` must be a number; got shape {arr.shape}")
    return float(arr)


class CurieWeiss(ExchangeableModel):
    """Curie-Weiss (mean-field Ising), spins ``s = (-1, +1)`` for tokens ``(0, 1)``::

        l_i(a | x_-i) = s_a (beta/n sum_{j != i} s(x_j) + field)

    the convention of :func:`toolkit.models.curie_weiss` (which stores the same model as
    an ``n x n x 2 x 2`` :class:`~toolkit.models.Pairwise`). Compatible, with
    ``pi_T(x) ∝ exp((beta/n sum_{i<j} s_i s_j + field sum_i s_i) / T)``; the tempered chain
    is the Curie-Weiss Glauber dynamics at inverse temperature ``beta/T``, critical at
    ``T_c = beta``.

    >>> CurieWeiss(4, 1.0).count_logits(np.array([[3, 0]])).tolist()
    [[0.75, -0.75]]
    """

    compatible = True
    LOGIT_ERROR_RULE = "gamma_3 (|beta S| / n + |field|): fl(fl(beta/n) S) + field"

    def __init__(self, n: int, beta: float, *, field: float = 0.0):
        self.length = check_int(n, "n", minimum=1)
        self.vocab_size = 2
        self.beta = _check_real(beta, "beta")
        self.field = _check_real(field, "field")

    def _count_logits(self, c):
        S = (c[:, 1] - c[:, 0]).astype(float)
        u = (self.beta / self.length) * S + self.field
        return np.column_stack([-u, u])

    def _count_logit_error(self, c, logits):
        # u = fl(fl(fl(beta / n) * S) + field): three roundings of terms bounded by
        # |beta S / n| and |field| (Higham eq. (3.4)); the sign flip is exact
        S = np.abs(c[:, 1] - c[:, 0]).astype(float)
        return gamma(3) * (abs(self.beta) / self.length * S + abs(self.field))

    def __repr__(self):
        return f"CurieWeiss(n={self.length}, beta={self.beta:g}, field={self.field:g})"


class MeanFieldPotts(ExchangeableModel):
    """Mean-field Potts: coupling ``beta/n`` between every pair of sites::

        l_i(a | x_-i) = beta/n #{j != i : x_j = a} + field[a]

    Compatible, with ``pi_T(x) ∝ exp((beta/n sum_{i<j} [x_i = x_j] + sum_i field[x_i]) / T)``:
    the normalization of Cuff, Ding, Louidor, Lubetzky, Peres and Sly (2012), at inverse
    temperature ``beta / T``.

    >>> MeanFieldPotts(3, 4, 2.0).count_logits(np.array([[3, 0, 0]])).tolist()
    [[1.5, 0.0, 0.0]]
    """

    compatible = True
    LOGIT_ERROR_RULE = "gamma_3 (|beta| c_a / n + |field_a|): fl(fl(beta/n) c_a) + field_a"

    def __init__(self, q: int, n: int, beta: float, *, field=None):
        self.vocab_size = check_int(q, "q", minimum=2)
        self.length = check_int(n, "n", minimum=1)
        self.beta = _check_real(beta, "beta")
        if field is None:
            self.field = np.zeros(self.vocab_size)
        else:
            f = check_finite_array(field, "field")
            if f.shape not in ((), (self.vocab_size,)):
                raise InvalidInputError(f"`field` must be a number or have shape ({self.vocab_size},); got {f.shape}")
            self.field = np.broadcast_to(f, (self.vocab_size,)).copy()

    def _count_logits(self, c):
        return (self.beta / self.length) * c.astype(float) + self.field[None, :]

    def _count_logit_error(self, c, logits):
        return gamma(3) * (abs(self.beta) / self.length * c.astype(float) + np.abs(self.field)[None, :])

    def __repr__(self):
        return f"MeanFieldPotts(q={self.vocab_size}, n={self.length}, beta={self.beta:g})"


class IdenticalSites(ExchangeableModel):
    """Independent identical sites: ``l_i(a | x_-i) = h[a]`` for every site and context.

    The random-scan chain is a product chain with spectrum ``1 - k/n`` (gap ``1/n``); at
    ``T = inf`` with ``q = 2`` it is the lazy random walk on the hypercube (each step
    redraws one uniform site uniformly), with cutoff at ``(1/2) n ln n``.

    >>> IdenticalSites(3, [0.0, 1.0]).count_logits(np.array([[2, 0]])).tolist()
    [[0.0, 1.0]]
    """

    compatible = True
    LOGIT_ERROR_RULE = "stored fields, returned as they are: no error"

    def __init__(self, n: int, h):
        self.length = check_int(n, "n", minimum=1)
        h = check_finite_array(h, "h")
        if h.ndim != 1:
            raise InvalidInputError(f"`h` must have shape (q,); got {h.shape}")
        self.vocab_size = check_int(h.shape[0], "q", minimum=2)
        self.h = h

    def _count_logits(self, c):
        return np.broadcast_to(self.h, (c.shape[0], self.vocab_size)).copy()

    def _count_logit_error(self, c, logits):
        return 0.0


class ExchangeableTable(ExchangeableModel):
    """Arbitrary logits as a function of the other sites' token counts.

    ``table`` has shape ``(C(n + q - 2, q - 1), q)``: row ``count_index(c)`` holds
    ``g(c)`` for the count vectors ``c`` of the ``n - 1`` other sites (see
    :func:`count_vectors`); ``n`` is read off the number of rows. Compatible for ``q = 2``
    (module docstring); generically incompatible for ``q >= 3``, so its Glauber chain is
    then not reversible, and neither is its count chain.

    >>> t = ExchangeableTable(np.zeros((3, 2)))   # q = 2: n - 1 = 2 other sites
    >>> t.length, t.vocab_size
    (3, 2)
    """

    LOGIT_ERROR_RULE = "stored entries, trusted to the unit roundoff of their dtype"

    def __init__(self, table):
        t = check_finite_array(table, "table")
        if t.ndim != 2 or t.shape[1] < 2:
            raise InvalidInputError(f"`table` must have shape (C(n + q - 2, q - 1), q) with q >= 2; got {t.shape}")
        q = t.shape[1]
        n = 1
        while n_count_vectors(n - 1, q) < t.shape[0]:
            n += 1
        if n_count_vectors(n - 1, q) != t.shape[0]:
            raise InvalidInputError(
                f"`table` must have C(n + q - 2, q - 1) rows for some n (one per count vector of the "
                f"other n - 1 sites); got {t.shape[0]} rows for q = {q}")
        self.vocab_size = q
        self.length = n
        self.table = t
        dt = np.asarray(table).dtype
        self._roundoff = float(np.finfo(dt).eps) / 2 if np.issubdtype(dt, np.floating) else float(
            np.finfo(np.float64).eps) / 2
        self.compatible = True if q == 2 else None

    def _count_logits(self, c):
        return self.table[count_index(c)]

    def _count_logit_error(self, c, logits):
        return self._roundoff * np.abs(logits)


def random_exchangeable(q: int, n: int, scale: float = 1.0, *, max_memory=DEFAULT_MAX_MEMORY,
                        rng=None) -> ExchangeableTable:
    """An :class:`ExchangeableTable` with i.i.d. Gaussian logits of standard deviation
    ``scale``: incompatible with probability one when ``q >= 3`` and ``n >= 2``.
    ``max_memory``: the guard on the table (one row of ``q`` logits per count vector of the
    other ``n - 1`` sites), checked before anything is drawn (None: no guard).

    >>> random_exchangeable(3, 5, rng=0).table.shape   # C(4 + 2, 2) count vectors of 4 sites
    (15, 3)
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    scale = check_scale(scale)
    rows = (math.lgamma(n + q - 1) - math.lgamma(q) - math.lgamma(n)) / math.log(10)  # log10 C(n+q-2, q-1)
    guard_dense(f"the count table of random_exchangeable (n={n}, q={q})", rows + log10_bytes(q), max_memory)
    rng = as_rng(rng)
    return ExchangeableTable(rng.normal(0.0, scale, size=(n_count_vectors(n - 1, q), q)))


def is_exchangeable(model) -> bool:
    """Whether ``model`` declares exchangeable logits (an :class:`ExchangeableModel`)."""
    return isinstance(model, ExchangeableModel)
