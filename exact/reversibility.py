"""Is the chain reversible? One scale-free rule, decided from what is exact.

Detailed balance ``pi(x) P(x, y) = pi(y) P(y, x)`` cannot be decided by an *absolute*
residual: at low temperature every flow ``pi(x) P(x, y)`` is tiny, so any chain passes.
:func:`reversibility` decides, and says which rule it used:

``"rectangles"`` (random-scan Glauber kernels, any laziness)
    For positive conditionals the random-scan chain is reversible iff every rectangle
    statistic vanishes (Kolmogorov's criterion on the 4-cycles; DESIGN.md section 1).
    Every rectangle is a signed sum of the ``(q-1)^2`` *reference* rectangles of its
    context and site pair that use token 0 as ``a'`` and ``b'`` (``log R`` is a double
    difference of ``D(a, b) = l_i(a; b) - l_j(b; a)``), so they are the ones checked.
    The chain is *not reversible* when one of them is certified (``|log R|`` above its
    floating-point bound from the model's declared logit errors, :mod:`toolkit._rectangle`),
    and reversible to within that resolution otherwise. Independent of ``T`` and of ``pi``.
``"edge-wise relative residual"`` (matrices: dense, sparse, systematic-scan kernels up to
:data:`DENSE_EDGE_MAX` states)
    ``max_{x != y} |pi(x)P(x,y) - pi(y)P(y,x)| / max(pi(x)P(x,y), pi(y)P(y,x))``, from a
    ``pi`` accurate to every entry (:func:`~exact.stationary.stationary_law`), evaluated in
    logarithms; reversible when at most :data:`EDGE_RTOL`.
``"not decided"`` (operators without a matrix)
    Reported as not reversible: the non-reversible formulas (pseudo-spectral gap,
    reversibilization) hold for every chain, the reversible ones only when proven.

The absolute L1 residual ``sum |pi(x)P(x,y) - pi(y)P(y,x)|`` is still reported
(:func:`detailed_balance_residual`) but decides nothing.

>>> import numpy as np
>>> from toolkit.models import potts, random_table
>>> from exact.kernel import glauber_kernel
>>> reversibility(glauber_kernel(potts(2, 3, 1.0), temperature=0.01)).reversible
True
>>> r = reversibility(glauber_kernel(random_table(2, 3, 1.0, rng=22), temperature=0.02))
>>> r.reversible, r.rule
(False, 'rectangles')
"""

from __future__ import annotations

import math

import numpy as np
import scipy.sparse as sp

from toolkit._rectangle import gamma
from toolkit.exceptions import InvalidTypeError
from toolkit.results import Reversibility

from ._linalg import (
    DENSE,
    GLAUBER,
    SPARSE,
    as_dense,
    as_sparse_or_dense,
    is_glauber,
    is_sparse,
    kernel_kind,
    log_dense,
    random_scan_kernel,
)
from .kernel import GlauberKernel
from .rectangles import rectangle_rule
from .stationary import stationary, stationary_law

EDGE_RTOL = 1e-9          # edge-wise relative detailed-balance residual accepted as round-off
DENSE_EDGE_MAX = 4096     # systematic-scan kernels (dense) are decided up to this many states


# ---------------------------------------------------------------------- residuals
def detailed_balance_residual(P, pi=None) -> float:
    """``sum_{x,y} |pi(x) P(x,y) - pi(y) P(y,x)|`` (0 iff reversible; at most 2).

    An absolute number: tiny for every chain at low temperature. Use
    :func:`reversibility` to decide.
    """
    if pi is None:
        pi = stationary(P)
    pi = np.asarray(pi, dtype=float)
    if random_scan_kernel(P):
        return _db_residual_glauber(P, pi)
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    if is_sparse(M):
        F = sp.diags(pi) @ M
        return float(abs(F - F.T).sum())
    F = pi[:, None] * M
    return float(np.abs(F - F.T).sum())


def _db_residual_glauber(K: GlauberKernel, pi: np.ndarray) -> float:
    # Off-diagonal flows only happen along one site: x = (l, c, r) -> y = (l, a, r),
    # flow pi(l,c,r) C_i[l,a,r] / n. Laziness scales all off-diagonal flows equally.
    total = 0.0
    scale = (1 - K.lazy) / K.n
    for i in range(K.n):
        C = K.site_conditionals(i)
        p3 = pi.reshape(C.shape)
        q, right = C.shape[1], C.shape[2]
        br = max(1, min(right, (1 << 22) // (q * q)))  # chunks of both axes: at most ~4M entries
        step = max(1, (1 << 22) // (q * q * br))
        for lo in range(0, C.shape[0], step):
            for ro in range(0, right, br):
                F = p3[lo:lo + step, :, None, ro:ro + br] * C[lo:lo + step, None, :, ro:ro + br]
                total += float(np.abs(F - F.transpose(0, 2, 1, 3)).sum())
    return total * scale


def edge_relative_residual(P, log_pi) -> float:
    """``max_{x != y} |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))`` with ``F(x,y) = pi(x)P(x,y)``,
    from ``log pi`` and ``log P`` (``1`` when only one direction has a positive flow)."""
    log_pi = np.asarray(log_pi, dtype=float)
    if random_scan_kernel(P):
        worst = 0.0
        for i in range(P.n):
            lc = P.log_site_conditionals(i)  # (left, q, right)
            lp = log_pi.reshape(lc.shape)
            step = max(1, (1 << 22) // (lc.shape[1] ** 2 * lc.shape[2]))
            for lo in range(0, lc.shape[0], step):
                F = lp[lo:lo + step, :, None, :] + lc[lo:lo + step, None, :, :]  # log flow (l,c)->(l,a)
                d = np.abs(F - F.transpose(0, 2, 1, 3))
                worst = max(worst, float(-np.expm1(-np.nanmax(d))) if d.size else 0.0)
        return worst
    LP = log_dense(P)
    F = log_pi[:, None] + LP
    np.fill_diagonal(F, -np.inf)
    with np.errstate(invalid="ignore"):
        d = np.abs(F - F.T)
    both_zero = np.isneginf(F) & np.isneginf(F.T)
    d[both_zero] = 0.0
    d[np.isnan(d)] = np.inf
    return float(-np.expm1(-d.max())) if d.size else 0.0


# ---------------------------------------------------------------------- the rule
def reversibility(P, law=None) -> Reversibility:
    """Decide whether ``P`` is reversible by the rule for its representation (module docstring).

    ``law`` is a :class:`~toolkit.results.StationaryLaw` (computed when needed and not
    given); the rectangle rule does not need it.
    """
    if random_scan_kernel(P):
        return rectangle_rule(P)
    if kernel_kind(P) is None:
        raise InvalidTypeError(f"`P` must be a GlauberKernel, array, sparse matrix or LinearOperator; "
                               f"got {type(P).__name__}")
    return _matrix_rule(P, law)


def _matrix_rule(P, law) -> Reversibility:
    is_matrix = not (is_glauber(P) and P.n_states > DENSE_EDGE_MAX) and kernel_kind(P) in (DENSE, GLAUBER, SPARSE)
    if not is_matrix:
        return Reversibility(False, "not decided", float("nan"), EDGE_RTOL,
                             "no matrix to check detailed balance on: treated as non-reversible "
                             "(the non-reversible bounds hold for every chain)")
    if law is None:
        law = stationary_law(P)
    log_pi = law.log_pi if law.log_pi is not None else np.log(law.pi)
    res = edge_relative_residual(P, log_pi)
    tol = EDGE_RTOL
    if law.relative_error > EDGE_RTOL / 4:
        # pi is not known well enough to call a residual of round-off size reversible
        return Reversibility(False, "edge-wise relative residual", res, tol,
                             f"pi known to a relative {law.relative_error:.3g} only: not proven reversible")
    return Reversibility(bool(res <= tol), "edge-wise relative residual", res, tol,
                         f"max edge-wise relative residual {res:.3g} {'<=' if res <= tol else '>'} {tol:g}")

def log_entry_roundoff(max_abs_logit: float, T: float, q: int, n: int) -> float:
    """Round-off of one log transition probability ``l/T - logsumexp(l/T) - ln n`` of the
    random-scan kernel (:func:`toolkit.chain.tempered_log_conditionals`): three roundings
    on numbers of size at most ``S = 2 max|l|/T + ln q + ln n``, so ``gamma_3 * S`` (Higham's
    ``gamma_k``, as :mod:`toolkit._rectangle` bounds ``log R``)."""
    S = 2.0 * max_abs_logit / T + math.log(q) + math.log(n)
    return gamma(3) * S


def edge_tolerance(max_abs_logit: float, T: float, q: int, n: int, pi_relative_error: float,
                   abs_log_pi_min: float) -> float:
    """The allowance of the edge-wise relative detailed-balance residual: ``EDGE_RTOL`` plus
    ``pi``'s relative error on both ends of an edge, the round-off of the two log transition
    probabilities (:func:`log_entry_roundoff`) and that of the two sums ``log pi + log P`` on
    numbers of size ``|log pi_min| + 2 max|l|/T`` (at low temperature a fixed ``1e-9`` would
    call a compatible chain non-reversible: Potts at ``T = 1e-10``)."""
    e = log_entry_roundoff(max_abs_logit, T, q, n)
    return EDGE_RTOL + 2 * pi_relative_error + 2 * e + gamma(3) * 2 * (abs_log_pi_min + 2 * max_abs_logit / T)
