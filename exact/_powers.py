"""Worst-start ``t_mix`` by doubling, the floor below :mod:`exact.mixing` (which dispatches
between the methods) and the lumped and low-rank searches that reuse it.

``d(t) = max_x TV(P^t(x, .), pi)`` is non-increasing, so ``t_mix(eps) = min{t : d(t) <= eps}``
is found by squaring ``P`` until ``d(2^k) <= eps`` and a greedy bisection on
``(2^(k-1), 2^k]`` with the stored powers (:func:`power_search`): ``O(log t_mix)`` products.
Powers are kept as their non-negative off-diagonal parts (:class:`_Power`), so the small
rates of a metastable chain keep their relative accuracy. ``d(t)`` is compared with ``eps``
up to :data:`TIE_ATOL` only where round-off broke a tie (:func:`tie_or_below`, from :mod:`toolkit._states`).

Two-state example: ``P = [[0.9, 0.1], [0.3, 0.7]]``, ``pi = (0.75, 0.25)``,
``d(t) = 0.75 * 0.6^t``, so ``t_mix(1/4) = 3``:

>>> import numpy as np
>>> _doubling_dense(np.array([[0.9, 0.1], [0.3, 0.7]]), np.array([0.75, 0.25]), 0.25, 2**40).t_mix
3
"""

from __future__ import annotations

import operator

import numpy as np

from toolkit._states import TIE_ATOL, tie_or_below, tv  # noqa: F401  (the rule's one copy, public here too)
from toolkit.exceptions import InvalidInputError
from toolkit.results import MixingResult


def worst_index(d) -> int:
    """The lowest index whose distance is within ``TIE_ATOL`` of the largest: starts tied by
    a symmetry (all-0 and all-1 of a Potts cycle) resolve the same way whatever arithmetic
    computed them."""
    d = np.asarray(d, dtype=float)
    return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])


def strict_crossing(base, t_base: int, powers: list, dist, eps: float, t_max: int, *, slack: float = 0.0,
                    product=None, known=None):
    """``(t, before)``: the first ``t > t_base`` with ``max dist(P^t) <= eps + slack``, given
    ``d(t_base)`` above it and ``base = P^t_base``, by galloping over the powers
    ``powers[j] = P^(2^j)`` (squared further as needed, appended to the list) and then the
    greedy bisection; ``before = P^(t - 1)``. ``(None, P^t_max)`` when ``t`` would pass
    ``t_max`` (``t_max`` inclusive: a galloping step that lands on it is taken). ``dist(M, t)`` returns the distances of ``M``'s rows (and may record them);
    ``product(A, K)`` advances ``A`` by the power ``K`` (default ``A @ K``; a start
    distribution's search, :mod:`exact.distance`, passes its vector-times-power product).
    ``slack = 0`` (strict) is the search used when the loose comparison (``TIE_ATOL``) ended a
    metastable chain's search early; :mod:`exact.distance` also runs its loose first pass here.
    ``known``: ``{t: max distance}`` already evaluated; where the bisection leaves ``t_base + 1``
    undecided, its value is read there instead of being evaluated again (:mod:`exact.distance`
    passes its record; the worst-start search passes none and evaluates it).

    Two-state chain ``d(t) = 0.75 * 0.6^t`` (module docstring) from ``t = 0``: ``d(3) = 0.162 <= 1/4 < d(2)``.

    >>> P = _Power.of(np.array([[0.9, 0.1], [0.3, 0.7]]))
    >>> t, before = strict_crossing(_Power.of(np.eye(2)), 0, [P], lambda A, t: A.tv(np.array([0.75, 0.25]), np.arange(2)), 0.25, 100)
    >>> t, round(float(before.tv(np.array([0.75, 0.25]), np.arange(2)).max()), 12)   # before = P^2: d(2) = 0.27
    (3, 0.27)
    """
    mul = operator.matmul if product is None else product
    below = eps + slack
    j, found = 0, False
    while True:
        if j == len(powers):
            powers.append(powers[-1] @ powers[-1])
        if t_base + 2**j > t_max:
            break
        cand = mul(base, powers[j])
        if float(np.max(dist(cand, t_base + 2**j))) <= below:
            found = True
            break
        base, t_base = cand, t_base + 2**j
        j += 1
    for i in range(j - 1, -1, -1):
        if t_base + 2**i > t_max:
            continue
        cand = mul(base, powers[i])
        if float(np.max(dist(cand, t_base + 2**i))) > below:
            base, t_base = cand, t_base + 2**i
        elif i == 0:
            found = True
    if not found and t_base + 1 <= t_max:
        d = known[t_base + 1] if known is not None and t_base + 1 in known else dist(mul(base, powers[0]), t_base + 1)
        found = float(np.max(d)) <= below
    return (t_base + 1 if found and t_base + 1 <= t_max else None), base


def tv_rows(M: np.ndarray, pi: np.ndarray) -> np.ndarray:
    """``TV(M[x, .], pi)`` for every row ``x``."""
    M, pi = np.asarray(M), np.asarray(pi)
    if M.ndim != 2 or pi.shape != (M.shape[1],):
        raise InvalidInputError(f"`pi` must have shape ({M.shape[1] if M.ndim == 2 else 'N'},) to match the rows "
                                f"of `M` {M.shape}; got {pi.shape}")
    return tv(M, pi[None, :], axis=1)


class _Power:
    """``K^t`` stored as its off-diagonal part ``O`` (non-negative) and ``s = O 1``, so that
    ``K^t[x, x] = 1 - s(x)``. Products only add and multiply non-negative numbers
    (``O_{ab} = offdiag(D_a O_b + O_a D_b + O_a O_b)``) and each diagonal is re-formed from
    its row's off-diagonal mass, as GTH does: the small rates that make a metastable gap
    keep their relative accuracy. (Squaring the stochastic matrix itself rounds every
    diagonal ``1 - s`` to an absolute ``u``, which perturbs a gap of ``1e-12`` by ``1e-4``
    of itself, and ``t_mix`` with it; and its row sums drift like ``(1 + N u)^t``.)"""

    __slots__ = ("off", "s")

    def __init__(self, off: np.ndarray):
        np.fill_diagonal(off, 0.0)
        self.off = off
        self.s = off.sum(axis=1)

    @classmethod
    def of(cls, K: np.ndarray) -> _Power:
        return cls(np.array(K, dtype=float))

    def __matmul__(self, other: _Power) -> _Power:
        da = 1.0 - self.s
        db = 1.0 - other.s
        return _Power(da[:, None] * other.off + self.off * db[None, :] + self.off @ other.off)

    def tv(self, nu: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """``TV(K^t(x, .), nu)`` for the rows ``x`` given."""
        M = self.off[rows]
        out = np.abs(M - nu[None, :]).sum(axis=1) - nu[rows] + np.abs(1.0 - self.s[rows] - nu[rows])
        return 0.5 * out


def power_search(M: _Power, dist, eps: float, t_max: int):
    """Worst-start ``t_mix`` by doubling and greedy bisection over the powers of ``M`` (a
    :class:`_Power`, ``d(0) > eps`` known to the caller), then, where the tie slack decided
    it, the strict search (:func:`strict_crossing`). ``dist(A, t)`` returns the distances of
    ``A``'s rows at time ``t`` (and may record them). Returns ``(t_mix, before, products)``:
    ``t_mix`` (None beyond ``t_max``), ``before = P^(t_mix - 1)`` (None when ``t_mix = 1``)
    and the number of matrix products made. Shared by :func:`mixing_time`'s doubling and
    the lumped count chain's (:mod:`exact.lumped`)."""
    seen, n_prod = {}, 0

    def d(A, t):
        seen[t] = float(np.max(dist(A, t)))
        return seen[t]

    powers = [M]  # powers[j] = P^(2^j); d(2^j) > eps for every j < len(powers) - 1
    while True:
        t = 2 ** (len(powers) - 1)
        if d(powers[-1], t) <= eps + TIE_ATOL or 2 * t > t_max:
            break
        powers.append(powers[-1] @ powers[-1])
        n_prod += 1
    k = len(powers) - 1
    if seen[2**k] <= eps + TIE_ATOL:
        if k == 0:  # d(1) <= eps < d(0)
            return 1, None, n_prod
        t_low, M_low = 2 ** (k - 1), powers[k - 1]  # d(t_low) > eps >= d(2^k)
        js = range(k - 2, -1, -1)
    else:  # d(2^k) > eps and 2^(k+1) > t_max: search (2^k, t_max] with the stored powers
        t_low, M_low = 2**k, powers[k]
        js = range(k - 1, -1, -1)
    for j in js:  # greedy binary search: the largest t <= t_max with d(t) > eps
        if t_low + 2**j > t_max:
            continue
        cand = M_low @ powers[j]
        n_prod += 1
        if d(cand, t_low + 2**j) > eps + TIE_ATOL:
            t_low, M_low = t_low + 2**j, cand
    t_mix = t_low + 1 if t_low + 1 <= t_max else None
    if t_mix is None:
        return None, M_low, n_prod
    if t_mix not in seen:
        n_prod += 1
        d(M_low @ powers[0], t_mix)
    if seen[t_mix] <= eps + TIE_ATOL and not tie_or_below(seen[t_mix], seen[t_low], eps):
        # the slack moved t_mix by more than a step (a metastable chain): search strictly
        k = len(powers)

        def counted(A, t):
            nonlocal n_prod
            n_prod += 1
            return dist(A, t)

        t_mix, M_low = strict_crossing(M_low, t_low, powers, counted, eps, t_max)
        n_prod += len(powers) - k
    return t_mix, M_low, n_prod


def _doubling_dense(M, pi, eps, t_max) -> MixingResult:
    """Doubling and greedy bisection on :class:`_Power` (off-diagonal parts: a metastable
    chain's small rates keep their relative accuracy through the squarings, where plain
    matrix powers moved ``t_mix`` by 1e-3 of itself at a gap of 1e-13 and lost it below)."""
    N = M.shape[0]
    rows = np.arange(N)
    pi = np.asarray(pi, dtype=float)
    times, dists = [0], [float(tv_rows(np.eye(N), pi).max())]
    if dists[0] <= eps + TIE_ATOL:
        return MixingResult(0, eps, tuple(times), tuple(dists), None, "doubling", t_max)
    if t_max < 1:
        return MixingResult(None, eps, tuple(times), tuple(dists), int(np.argmax(tv_rows(np.eye(N), pi))),
                            "doubling", t_max)

    def dist(A, t):
        dt = A.tv(pi, rows)
        times.append(t)
        dists.append(float(dt.max()))
        return dt

    t_mix, before, _ = power_search(_Power.of(M), dist, eps, t_max)
    worst = int(np.argmax(tv_rows(np.eye(N), pi))) if before is None else worst_index(before.tv(pi, rows))
    order = np.argsort(times, kind="stable")
    return MixingResult(t_mix, eps, tuple(int(times[i]) for i in order), tuple(dists[i] for i in order),
                        worst, "doubling", t_max)
