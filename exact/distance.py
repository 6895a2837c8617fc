"""Distance to stationarity from a given start, ``d_mu(t)``, and its mixing time.

For a start distribution ``mu`` (a point mass at one state: "from my sentence"),
``d_mu(t) = TV(mu P^t, pi)`` and ``t_mix(mu, eps) = min{t : d_mu(t) <= eps}``. ``d_mu`` is
non-increasing (``P`` contracts total variation and ``pi P = pi``), so the first crossing is
found by doubling and bisection as for the worst start (:mod:`exact.mixing`), here with
vector-times-power products; ``d(t) = max_x d_x(t)`` is the worst start's, so
``t_mix(mu, eps) <= t_mix(eps)`` for every ``mu``.

Algorithms (exact up to float round-off):

- ``"doubling"`` (dense, up to :data:`exact.mixing.DOUBLING_MAX` states): the powers
  ``P^(2^j)`` as their non-negative off-diagonal parts (:class:`exact._powers._Power`: a
  metastable chain's small rates keep their relative accuracy through the squarings), then
  ``mu P^t`` by bisection: ``O(log t)`` matrix products, so ``t`` of ``1e12`` is in reach.
- ``"stepping"`` (any kernel): ``mu P^t`` one step at a time, ``t_mix`` products with ``P``,
  with the whole profile ``d_mu(0..t_mix)``.

Accuracy: ``mu P^t`` keeps the relative accuracy of its entries (sums of non-negative
products), but ``d_mu(t)`` is a difference of two laws, known to about ``N u`` absolutely
(``u = 1.1e-16``): enough to place ``t_mix(eps)`` for ``eps`` down to ~``1e-12``, and, since the
powers keep the small rates' digits, at ``t`` of ``1e119`` when the rates are ``1e-120``.

Ties: ``d_mu(t) = eps`` exactly (two-state chains with rational entries) is resolved as in
exact arithmetic with the slack of :func:`toolkit._states.tie_or_below`.

Two-state example: ``P = [[1-p, p], [r, 1-r]]``, ``pi = (r, p)/(p + r)``; from a
distribution ``mu``, ``d_mu(t) = |mu_0 - pi_0| |1 - p - r|^t``. With ``p = 1/2, r = 1/4``
(``pi = (1/3, 2/3)``) and ``mu = (1, 0)``: ``d(t) = (2/3) 4^{-t}``, ``d(4) = 1/384``, so
``t_mix(1/100) = 4``; from ``mu = pi`` it is 0.

>>> import numpy as np
>>> P = np.array([[0.5, 0.5], [0.25, 0.75]])
>>> r = mixing_time_from(P, 0, eps=0.01)
>>> r.t_mix, round(r.distance_at(4) * 384, 12)
(4, 1.0)
>>> mixing_time_from(P, [1/3, 2/3], eps=0.01).t_mix
0
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from toolkit._states import tv
from toolkit._validation import check_eps, check_int
from toolkit.exceptions import InvalidInputError
from toolkit.results import Result, _fmt

from ._linalg import as_dense, as_operator, check_stochastic, one_blas_thread
from ._powers import TIE_ATOL, _Power, strict_crossing, tie_or_below
from .mixing import DOUBLING_MAX
from .passage import start_distribution
from .stationary import as_law

__all__ = ["StartMixing", "distance_from", "mixing_time_from"]

METHODS = ("auto", "doubling", "stepping")
STEP_T_MAX = 10**6   # stepping gives up here unless told otherwise


@dataclass(frozen=True, eq=False)
class StartMixing(Result):
    """``t_mix(mu, eps)`` from one start: ``t_mix`` (None when not reached by ``t_max``),
    the evaluated points ``times``/``distances`` of ``d_mu(t)`` (stepping: ``0..t_mix``;
    doubling: powers of two and the bisection's points), the start's index (None for a
    distribution) and a label for reports."""

    t_mix: int | None
    eps: float
    times: tuple = field(repr=False)
    distances: tuple = field(repr=False)
    start: int | None
    method: str
    t_max: int | None = None
    label: str = ""

    @property
    def reached(self) -> bool:
        return self.t_mix is not None

    def distance_at(self, t: int) -> float:
        """``d_mu(t)`` at an evaluated time (KeyError-free: an InvalidInputError otherwise)."""
        for s, d in zip(self.times, self.distances, strict=True):
            if s == t:
                return d
        raise InvalidInputError(f"d_mu({t}) was not evaluated; evaluated times: {list(self.times)[:12]}")

    def to_frame(self):
        """The evaluated points of ``d_mu(t)``: columns ``t``, ``d``."""
        import pandas as pd

        return pd.DataFrame({"t": list(self.times), "d": list(self.distances)})

    def __str__(self) -> str:
        who = self.label or (f"state {self.start}" if self.start is not None else "the given distribution")
        if self.t_mix is None:
            return (f"from {who}: d_mu(t) > {_fmt(self.eps)} up to t_max = {self.t_max} "
                    f"(d_mu(t_max) = {_fmt(self.distances[-1])}; {self.method})")
        return f"from {who}: t_mix({_fmt(self.eps)}) = {self.t_mix} ({self.method})"


def distance_from(P, start, t_max: int, *, pi=None) -> np.ndarray:
    """``d_mu(t) = TV(mu P^t, pi)`` for ``t = 0..t_max`` from ``start`` (a state index or a
    distribution), by stepping."""
    check_stochastic(P)
    _, PT, N = as_operator(P)
    t_max = check_int(t_max, "t_max", minimum=0)
    mu, _ = start_distribution(start, N)
    pi_arr = as_law(P, pi).pi
    d = np.empty(t_max + 1)
    v = mu
    for t in range(t_max + 1):
        d[t] = tv(v, pi_arr)
        if t < t_max:
            v = np.asarray(PT @ v, dtype=float)
    return d


def mixing_time_from(P, start, *, eps: float = 0.25, pi=None, method: str = "auto", t_max: int | None = None,
                     label: str = "") -> StartMixing:
    """``t_mix(mu, eps) = min{t : TV(mu P^t, pi) <= eps}`` from ``start``.

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    start : int or array of shape (N,)
        A state index, or a start distribution.
    eps : float in (0, 1)
    pi : array or StationaryLaw, optional
        Computed when not given (a reducible chain is refused with
        :class:`~toolkit.exceptions.ReducibleChainError`).
    method : {"auto", "doubling", "stepping"}
        ``auto``: doubling up to :data:`exact.mixing.DOUBLING_MAX` states, stepping above.
    t_max : int, optional
        Give up beyond this time. Defaults: ``2**40`` (doubling), ``10**6`` (stepping).
    label : str
        How reports name the start (e.g. its tokens).
    """
    check_stochastic(P)
    eps = check_eps(eps)
    if method not in METHODS:
        raise InvalidInputError(f"`method` must be 'auto', 'doubling' or 'stepping'; got {method!r}")
    if t_max is not None:
        t_max = check_int(t_max, "t_max", minimum=0)
    _, PT, N = as_operator(P)
    mu, idx = start_distribution(start, N)
    pi_arr = as_law(P, pi).pi
    if method == "auto":
        method = "doubling" if N <= DOUBLING_MAX else "stepping"
    if method == "stepping":
        t_max = STEP_T_MAX if t_max is None else t_max
        times, dists = [0], [tv(mu, pi_arr)]
        v, t, prev = mu, 0, np.inf
        while not tie_or_below(dists[-1], prev, eps):
            if t >= t_max:
                return StartMixing(None, eps, tuple(times), tuple(dists), idx, "stepping", t_max, label)
            prev = dists[-1]
            v = np.asarray(PT @ v, dtype=float)
            t += 1
            times.append(t)
            dists.append(tv(v, pi_arr))
        return StartMixing(t, eps, tuple(times), tuple(dists), idx, "stepping", t_max, label)
    t_max = 2**40 if t_max is None else t_max
    M = as_dense(P)
    with one_blas_thread(N <= 512):
        t_mix, seen = _doubling_from(_Power.of(M), mu, pi_arr, eps, t_max)
    order = sorted(seen)
    return StartMixing(t_mix, eps, tuple(order), tuple(seen[t] for t in order), idx, "doubling", t_max, label)


def _vec_power(v: np.ndarray, K: _Power) -> np.ndarray:
    """``v K`` for ``K`` stored as its off-diagonal part: ``v (1 - s) + v O`` (non-negative terms)."""
    return v * (1.0 - K.s) + v @ K.off


def _doubling_from(K: _Power, mu: np.ndarray, pi: np.ndarray, eps: float, t_max: int):
    """Doubling and greedy bisection on ``mu K^t`` (:func:`exact._powers.strict_crossing` with
    vector-times-power products); returns ``(t_mix or None, {t: d_mu(t)})``."""
    seen = {0: tv(mu, pi)}
    if seen[0] <= eps + TIE_ATOL:
        return 0, seen
    if t_max < 1:
        return None, seen
    powers = [K]

    def dist(v, t):
        seen[t] = tv(v, pi)
        return seen[t]

    t_mix, before = strict_crossing(mu, 0, powers, dist, eps, t_max, slack=TIE_ATOL, product=_vec_power, known=seen)
    if t_mix is None or seen[t_mix] <= eps or tie_or_below(seen[t_mix], seen.get(t_mix - 1, np.inf), eps):
        return t_mix, seen
    # within TIE_ATOL above eps, yet d fell by less than that excess: a metastable chain, not a
    # tie that round-off broke; search on strictly from t_mix
    strict = strict_crossing(_vec_power(before, powers[0]), t_mix, powers, dist, eps, t_max, product=_vec_power,
                             known=seen)
    return strict[0], seen
