"""Sampled cross-site influence: lower estimates of ``R_ij``, ``L_ij`` and ``alpha``.

Exact definitions (``exact.influence`` computes them by enumeration)::

    R_ij(T) = max_{x, y: differ only at j} TV(p_i^T(. | x_-i), p_i^T(. | y_-i))
    L_ij    = max over the same pairs of osc_a(l_i(a; x_-i) - l_i(a; y_-i))

Here the maxima run over sampled contexts ``x`` (e.g. chain states) and replacement
tokens ``y_j = b``, so each estimate is a *lower bound* on the exact value: it never
exceeds it, beyond float error. ``alpha = max_j sum_i R_ij`` (column sums; the row-sum
version is reported too) and ``T_0 = max_j sum_i L_ij / 4`` are then lower estimates of
the contraction constants (``alpha < 1`` or ``T > T_0`` gives ``O(n log n)`` mixing).
The softmax lemma ``R_ij(T) <= tanh(L_ij / (4T))`` holds pair by pair for the witnesses.

Queries per context: the ``n`` conditionals at ``x`` and at each perturbed ``y`` (all
sites in one call, ``model.all_conditionals`` when available).

Worked example: two sites, ``l_0(a; x_1) = 2 [a = x_1]``: changing ``x_1`` moves the logit
difference by ``(2, -2)``, so ``L_01 = 4`` and ``R_01(1) = TV(softmax(2, 0), softmax(0, 2)) = tanh(1)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ._states import tv as tv_distance
from ._validation import as_rng, check_int, check_temperature
from .chain import tempered_conditionals
from .exceptions import InvalidInputError
from .incompat import contexts_from
from .results import Estimate, InfluenceSummary, format_table
from .sampling import all_site_logits, model_size
from .theory import contraction_constants

__all__ = ["influence_estimates", "InfluenceResult"]


def _lower_bound(value: float, m: int, what: str) -> Estimate:
    return Estimate(float(value), stderr=0.0, ci=(float(value), math.inf), n_samples=m,
                    method=f"sampled max over {m} contexts ({what}, lower bound)")


@dataclass(frozen=True, eq=False)
class InfluenceResult(InfluenceSummary):
    """Sampled influence matrices (lower bounds on the exact ones): an
    :class:`~toolkit.results.InfluenceSummary` (``R``, ``L``, ``alpha``, ``alpha_row``, ``T0``,
    ``T0_row``; :meth:`summary` drops the rest) with the contexts and witnesses behind it.

    ``R[i, j]``, ``L[i, j]``: influence of site ``j`` on site ``i`` (diagonal zero);
    ``witness[i, j]``: ``(context row, replacement token)`` attaining ``R[i, j]``.
    """

    contexts: np.ndarray = field(repr=False)
    witness: np.ndarray = field(repr=False)
    n_queries: int = 0

    def __str__(self) -> str:
        n = self.R.shape[0]
        rows = [(f"site {i}", *(float(v) for v in self.R[i])) for i in range(n)]
        return (f"sampled influence at T={self.temperature:g} over {len(self.contexts)} contexts "
                f"({self.n_queries} conditionals queried)\n"
                f"alpha (max column sum) >= {self.alpha.value:.4g}; row-sum version >= {self.alpha_row.value:.4g}; "
                f"T_0 >= {self.T0.value:.4g}\nR[i, j] (j = columns):\n"
                + format_table(rows, ("", *(f"j={j}" for j in range(n)))))


def influence_estimates(model, contexts, *, temperature: float = 1.0, replacements="all",
                        max_contexts: int | None = None, batch_contexts: int = 256, rng=None) -> InfluenceResult:
    """Maxima of the one-site influence over sampled contexts and replacement tokens.

    Parameters
    ----------
    contexts : states (m, n), a state, or a ChainRun (its recorded states)
    replacements : "all" (every other token at ``j``) or an int ``r`` (``r`` random other
        tokens per context and site; for large vocabularies)
    max_contexts : subsample the (deduplicated) contexts to at most this many
    batch_contexts : contexts handled per round of model calls
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    if n < 2:
        raise InvalidInputError(f"influence needs n >= 2 sites; got n={n}")
    rng = as_rng(rng)
    X = contexts_from(model, contexts, max_contexts=max_contexts, rng=rng)
    m = X.shape[0]
    if isinstance(replacements, str):
        if replacements != "all":
            raise InvalidInputError(f"`replacements` must be 'all' or a positive int; got {replacements!r}")
        r = q - 1
    else:
        r = min(check_int(replacements, "replacements", minimum=1), q - 1)
    batch_contexts = check_int(batch_contexts, "batch_contexts", minimum=1)
    R = np.zeros((n, n))
    L = np.zeros((n, n))
    wit = np.full((n, n, 2), -1, dtype=np.int64)
    queries = 0
    offdiag = ~np.eye(n, dtype=bool)
    for lo in range(0, m, batch_contexts):
        x = X[lo:lo + batch_contexts]
        mb = x.shape[0]
        # replacement tokens: shifts 1..q-1 of x_j (all), or r distinct random shifts
        if r == q - 1:
            shifts = np.broadcast_to(np.arange(1, q), (mb, n, r))
        else:
            shifts = np.argsort(rng.random((mb, n, q - 1)), axis=2)[:, :, :r] + 1
        b = (x[:, :, None] + shifts) % q  # (mb, n_j, r)
        y = np.repeat(x[:, None, None, :], n, axis=1).repeat(r, axis=2)  # (mb, j, r, n)
        jj = np.arange(n)[None, :, None]
        y[np.arange(mb)[:, None, None], jj, np.arange(r)[None, None, :], jj] = b
        lx = all_site_logits(model, x)  # (mb, n_i, q)
        ly = all_site_logits(model, y.reshape(-1, n)).reshape(mb, n, r, n, q)  # (c, j, r, i, q)
        queries += mb * n + mb * n * r * n
        px = tempered_conditionals(lx, T)
        py = tempered_conditionals(ly, T)
        tv = tv_distance(py, px[:, None, None, :, :], axis=-1)  # (c, j, r, i)
        d = ly - lx[:, None, None, :, :]
        osc = d.max(axis=-1) - d.min(axis=-1)
        tv_ij = np.moveaxis(tv, 3, 1).reshape(mb, n, n, r)  # (c, i, j, r)
        osc_ij = np.moveaxis(osc, 3, 1).reshape(mb, n, n, r)
        flat = np.moveaxis(tv_ij, 0, 2).reshape(n, n, mb * r)  # (i, j, c*r)
        best = flat.argmax(axis=2)
        bval = np.take_along_axis(flat, best[:, :, None], axis=2)[:, :, 0]
        better = (bval > R) & offdiag
        c_best, r_best = np.divmod(best, r)
        tok = b[c_best, np.arange(n)[None, :], r_best]
        wit[better] = np.stack([c_best + lo, tok], axis=-1)[better]
        R = np.where(better, bval, R)
        L = np.maximum(L, np.where(offdiag, osc_ij.max(axis=(0, 3)), 0.0))
    alpha_col, alpha_row, T0_col, T0_row = contraction_constants(R, L)
    return InfluenceResult(
        R=R, L=L,
        alpha=_lower_bound(alpha_col, m, "alpha = max column sum of R"),
        alpha_row=_lower_bound(alpha_row, m, "max row sum of R"),
        T0=_lower_bound(T0_col, m, "T_0 = max column sum of L / 4"),
        T0_row=_lower_bound(T0_row, m, "max row sum of L / 4"),
        temperature=T, method=f"sampled max over {m} contexts (lower bounds)", contexts=X, witness=wit,
        n_queries=int(queries),
    )
