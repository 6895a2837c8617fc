"""The theory's closed-form bounds, one copy each, for the exact and the sampled side alike.

Both ``exact`` and ``toolkit`` import these (``toolkit``'s base never imports ``exact``), so
a constant is right or wrong in one place.

- Escape bound (DESIGN.md section 1, uniform local margin): a strict argmax state ``x*``
  with margin ``gamma > 0`` is left with probability at most ``(q - 1) e^{-gamma/T}`` per
  step, so ``E_x*[tau_exit] >= e^{gamma/T} / (q - 1)``. :func:`log_escape_lower_bound`
  gives it in log space (finite where ``e^{gamma/T}`` overflows); :func:`escape_lower_bound`
  the bound itself (``inf`` beyond float64's range).
- Reversible spectral bounds (Levin-Peres-Wilmer, Thms 12.4 and 12.5; the lower one holds for
  any chain with ``t_rel = 1 / (1 - |lambda|)`` of a non-unit eigenvalue, eq. (12.13)):
  ``(t_rel - 1) ln(1/(2 eps)) <= t_mix(eps) <= t_rel ln(1/(eps pi_min))``.
  :func:`reversible_lower_bound`, :func:`reversible_upper_bound` take ``t_rel``;
  :func:`log_reversible_lower_bound`, :func:`log_reversible_upper_bound` take ``ln gap``
  (``gap = 1/t_rel``) and return the bound's logarithm, so a gap of ``1e-400`` still gives one.
- Non-reversible chains (Paulin 2015, Prop. 3.4): :func:`nonreversible_upper_bound` from the
  multiplicative gaps ``gamma_k`` of ``(P*)^k P^k``.
- Contraction (bounded cross-token influence): :func:`contraction_constants` (``alpha``,
  ``T_0``), :func:`softmax_lemma_bound` (``R_ij <= tanh(L_ij/4T)``) and
  :func:`contraction_bound` (``t_mix(eps) <= ceil(n ln(n/eps)/(1 - alpha))``).

Two-state example: the chain ``[[1 - a, a], [b, 1 - b]]`` with ``a = b = 1/4`` has gap
``a + b = 1/2`` (``t_rel = 2``) and ``pi_min = 1/2``; at ``eps = 1/4`` the bounds are
``ln 2`` and ``2 ln 8``:

>>> round(reversible_lower_bound(2.0, 0.25), 10), round(reversible_upper_bound(2.0, math.log(0.5), 0.25), 10)
(0.6931471806, 4.1588830834)
>>> escape_lower_bound(1.0, 1.0, 2) == math.e
True
"""

from __future__ import annotations

import math

import numpy as np

from ._validation import check_eps, check_int, check_temperature
from .exceptions import InvalidInputError

__all__ = ["log_escape_lower_bound", "escape_lower_bound", "reversible_lower_bound", "reversible_upper_bound",
           "log_reversible_lower_bound", "log_reversible_upper_bound", "nonreversible_upper_bound",
           "contraction_constants",
           "softmax_lemma_bound", "contraction_bound"]


# ---------------------------------------------------------------------- escape
def log_escape_lower_bound(gamma, temperature: float, q: int):
    """``ln(e^{gamma/T} / (q - 1)) = gamma/T - ln(q - 1)`` (a float, or an array for an array ``gamma``).

    >>> log_escape_lower_bound(3.0, 1.5, 3) == 2.0 - math.log(2)
    True
    """
    T = check_temperature(temperature)
    q = check_int(q, "q", minimum=2)
    out = np.asarray(gamma, dtype=float) / T - math.log(q - 1)
    return float(out) if out.ndim == 0 else out


def escape_lower_bound(gamma, temperature: float, q: int):
    """``e^{gamma/T} / (q - 1)``: lower bound on ``E_x*[tau_exit]`` at margin ``gamma``
    (``inf`` where it exceeds float64's range; a float, or an array for an array ``gamma``).

    >>> escape_lower_bound([0.0, 2000.0], 1.0, 3).tolist()
    [0.5, inf]
    """
    lb = np.asarray(log_escape_lower_bound(gamma, temperature, q))
    with np.errstate(over="ignore"):
        out = np.exp(lb)
    return float(out) if out.ndim == 0 else out


# ---------------------------------------------------------------------- reversible t_mix bounds
def _lower_factor(eps: float) -> float:
    """``ln(1/(2 eps))``: the factor of the lower bound (<= 0 for ``eps >= 1/2``)."""
    return math.log(1.0 / (2.0 * check_eps(eps)))


def _upper_factor(eps: float, log_pi_min: float, pi_relative_error: float) -> float:
    """``ln(1/(eps pi_min'))`` with ``pi_min' = pi_min (1 - min(pi_relative_error, 1/2))``."""
    return math.log(1.0 / check_eps(eps)) - float(log_pi_min) - math.log1p(-min(float(pi_relative_error), 0.5))


def _relaxation_time(value) -> float:
    """``t_rel = 1/gap``: a number > 0 (``inf`` for a chain without a gap)."""
    try:
        t = float(value)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`relaxation_time` must be a number > 0; got {value!r}") from None
    if not t > 0:
        raise InvalidInputError(f"`relaxation_time` must be > 0 (1/gap); got {value!r}")
    return t


def _log_pi_min(value) -> float:
    """``ln pi_min``: at most 0 (``pi_min <= 1``), not NaN."""
    lpm = float(value)
    if not lpm <= 1e-12:  # round-off of a one-state law allowed
        raise InvalidInputError(f"`log_pi_min` must be <= 0 (the log of a probability); got {value!r}")
    return lpm


def reversible_lower_bound(relaxation_time: float, eps: float = 0.25) -> float:
    """``(t_rel - 1) ln(1/(2 eps)) <= t_mix(eps)``.

    >>> reversible_lower_bound(11.0, 0.25) == 10 * math.log(2)
    True
    """
    return (_relaxation_time(relaxation_time) - 1.0) * _lower_factor(eps)


def reversible_upper_bound(relaxation_time: float, log_pi_min: float, eps: float = 0.25, *,
                           pi_relative_error: float = 0.0) -> float:
    """``t_mix(eps) <= t_rel ln(1/(eps pi_min))`` for a reversible chain, with ``pi_min``
    lowered by its relative error (``pi_min (1 - pi_relative_error)``, the error capped at 1/2).
    ``log_pi_min`` must be at most 0, round-off up to ``1e-12`` included (a one-state law).

    >>> reversible_upper_bound(10.0, math.log(0.25), 0.25) == 10 * math.log(16)
    True
    """
    return _relaxation_time(relaxation_time) * _upper_factor(eps, _log_pi_min(log_pi_min), pi_relative_error)


def _log_expm1(x: float) -> float:
    """``ln(e^x - 1)`` for ``x > 0``, accurate for tiny ``x`` and without overflow for huge ``x``."""
    return x + math.log(-math.expm1(-x)) if x > 30 else math.log(math.expm1(x))


def log_reversible_lower_bound(log_gap: float, eps: float = 0.25) -> float | None:
    """``ln[(1/gap - 1) ln(1/(2 eps))]`` from ``ln gap`` (:func:`reversible_lower_bound` at
    ``t_rel = 1/gap``): ``-inf`` for ``gap >= 1`` (the bound is at most 0), None when the bound is
    not positive for another reason (``eps >= 1/2``).

    >>> math.isclose(log_reversible_lower_bound(math.log(0.1)), math.log(9 * math.log(2)))
    True
    """
    c = _lower_factor(eps)
    if log_gap >= 0:
        return -math.inf
    if c <= 0:
        return None
    return _log_expm1(-float(log_gap)) + math.log(c)


def log_reversible_upper_bound(log_gap: float, log_pi_min: float, eps: float = 0.25, *,
                               pi_relative_error: float = 0.0) -> float:
    """``ln[ln(1/(eps pi_min')) / gap]`` from ``ln gap`` (:func:`reversible_upper_bound` at
    ``t_rel = 1/gap``).

    >>> math.isclose(log_reversible_upper_bound(math.log(0.1), math.log(0.25)), math.log(10 * math.log(16)))
    True
    """
    return -float(log_gap) + math.log(_upper_factor(eps, log_pi_min, pi_relative_error))


# ---------------------------------------------------------------------- non-reversible t_mix bound
def nonreversible_upper_bound(gammas, log_pi_min: float, eps: float = 0.25, *, gamma_errors=None,
                              pi_relative_error: float = 0.0) -> tuple[float, int | None]:
    """Paulin's bound for any irreducible aperiodic chain (Paulin 2015, Prop. 3.4, from the
    multiplicative gaps ``gamma_k`` of ``(P*)^k P^k``, ``gammas[k-1]``)::

        t_mix(eps) <= min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))

    and the minimizing ``k``. With ``gamma_errors`` each ``gamma_k`` is replaced by the lower
    end of its interval, ``gamma_k - error_k`` (a ``k`` whose interval reaches 0 gives no
    bound), and ``pi_min`` by ``pi_min (1 - pi_relative_error)`` (the error capped at 1/2);
    ``(inf, None)`` when no ``k`` is left.

    ``gamma_1 = 1/2`` at ``pi_min = 1/2``, ``eps = 1/4``: ``ceil(ln 8 / ln 2) = 3``; ``gamma_2 = 0.9``
    gives ``2 ceil(ln 8 / ln 10) = 2``:

    >>> nonreversible_upper_bound([0.5], math.log(0.5)), nonreversible_upper_bound([0.5, 0.9], math.log(0.5))
    ((3.0, 1), (2.0, 2))
    """
    eps = check_eps(eps)
    lpm = float(log_pi_min)
    lpm += math.log1p(-min(float(pi_relative_error), 0.5))
    L = math.log(1.0 / (4 * eps * eps)) - lpm
    best, best_k = math.inf, None
    errs = [0.0] * len(gammas) if gamma_errors is None else list(gamma_errors)
    for k, (g, e) in enumerate(zip(gammas, errs, strict=True), start=1):
        g = g - e
        if g <= 0:
            continue
        m = 0 if L <= 0 else math.ceil(L / (-math.log1p(-min(g, 1.0))) if g < 1 else 1)
        if k * m < best:
            best, best_k = float(k * m), k
    return best, best_k


# ---------------------------------------------------------------------- contraction
def contraction_constants(R, L) -> tuple[float, float, float, float]:
    """``(alpha_col, alpha_row, T0_col, T0_row)`` of influence matrices ``R`` and ``L``
    (``R[i, j]``: the largest TV change of site ``i``'s conditional when site ``j``
    changes; ``L[i, j]``: the largest change of its logit differences): ``alpha`` the largest
    column (row) sum of ``R``, ``T_0`` the largest column (row) sum of ``L`` over 4. The
    coupling contracts when ``alpha_col < 1``, which ``T > T0_col`` guarantees through the
    softmax lemma (DESIGN.md section 1). Exact and sampled influences both use it.

    >>> contraction_constants([[0.0, 0.5], [0.25, 0.0]], [[0.0, 2.0], [1.0, 0.0]])
    (0.5, 0.5, 0.5, 0.5)
    """
    R, L = np.asarray(R, dtype=float), np.asarray(L, dtype=float)
    if R.ndim != 2 or R.shape[0] != R.shape[1] or L.shape != R.shape:
        raise InvalidInputError(f"`R` and `L` must be square (n, n) matrices of one shape; got {R.shape} and {L.shape}")
    return (float(R.sum(axis=0).max()), float(R.sum(axis=1).max()),
            float(L.sum(axis=0).max()) / 4, float(L.sum(axis=1).max()) / 4)


def softmax_lemma_bound(L, temperature: float):
    """``tanh(L / (4T))``: the softmax lemma's bound on ``R_ij(T)`` from the logit spread
    ``L_ij`` (equality for two tokens; 0 at ``T = inf``).

    >>> softmax_lemma_bound(4.0, 1.0) == math.tanh(1.0)
    True
    """
    T = check_temperature(temperature)
    out = np.tanh(np.asarray(L, dtype=float) / (4 * T))
    return float(out) if out.ndim == 0 else out


def contraction_bound(alpha: float, n: int, eps: float = 0.25) -> int | None:
    """``ceil(n ln(n/eps) / (1 - alpha))`` when ``alpha < 1`` (the path-coupling bound on
    ``t_mix(eps)``), else ``None``.

    Two sites at ``alpha = tanh(1/2)`` (two-site Potts, ``c/T = 1``):

    >>> contraction_bound(math.tanh(0.5), 2) == math.ceil(2 * math.log(8) / (1 - math.tanh(0.5)))
    True
    >>> contraction_bound(1.0, 2) is None
    True
    """
    eps = check_eps(eps)
    n = check_int(n, "n", minimum=1)
    if not float(alpha) >= 0:  # NaN or negative: not a contraction coefficient
        raise InvalidInputError(f"`alpha` must be a number >= 0 (a sum of TV influences); got {alpha!r}")
    if not alpha < 1:
        return None
    return int(math.ceil(n * math.log(n / eps) / (1.0 - alpha)))
